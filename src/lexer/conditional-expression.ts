/**
 * Evaluation of `#if`/`#elif` integer constant expressions, after `defined`
 * has been replaced and macros expanded. Arithmetic is done in 64 bits,
 * signed or unsigned as C's usual conversions say (intmax_t/uintmax_t).
 */
import type { DiagnosticBag } from '../diagnostics.js';
import type { Span } from '../source.js';
import type { PPToken } from './lex.js';
import { isIdentifierLike } from './macro.js';
import {
  AmpAmp, Amp, BangEqual, Bang, Caret, CharLiteral, Colon, Comma, EqualEqual, FloatLiteral, GreaterEqual, Greater,
  IntegerLiteral, LessEqual, LessLess, Less, LParen, Minus, Percent, PipePipe, Pipe, Plus, Question, RParen, Slash,
  Star, StringLiteral, Tilde,
} from './tokens.js';

interface Value {
  value: bigint;
  unsigned: boolean;
}

type BinaryOperator =
  | '*' | '/' | '%' | '+' | '-' | '<<' | '>>' | '<' | '>' | '<=' | '>='
  | '==' | '!=' | '&' | '^' | '|' | '&&' | '||';

const precedence: Record<BinaryOperator, number> = {
  '*': 10, '/': 10, '%': 10,
  '+': 9, '-': 9,
  '<<': 8, '>>': 8,
  '<': 7, '>': 7, '<=': 7, '>=': 7,
  '==': 6, '!=': 6,
  '&': 5,
  '^': 4,
  '|': 3,
  '&&': 2,
  '||': 1,
};

const simpleOperators = new Map<unknown, BinaryOperator>([
  [Star, '*'], [Slash, '/'], [Percent, '%'], [Plus, '+'], [Minus, '-'], [LessLess, '<<'],
  [Less, '<'], [LessEqual, '<='], [GreaterEqual, '>='], [EqualEqual, '=='], [BangEqual, '!='],
  [Amp, '&'], [Caret, '^'], [Pipe, '|'], [AmpAmp, '&&'], [PipePipe, '||'],
]);

const zero: Value = { value: 0n, unsigned: false };
const one: Value = { value: 1n, unsigned: false };

function normalize(value: bigint, unsigned: boolean): Value {
  return { value: unsigned ? BigInt.asUintN(64, value) : BigInt.asIntN(64, value), unsigned };
}

function truth(value: boolean): Value {
  return value ? one : zero;
}

/**
 * Evaluates the expression; reports `pp-invalid-expression` and yields false
 * when it is malformed.
 */
export function evaluateConditionalExpression(
  tokens: readonly PPToken[],
  directiveSpan: Span,
  diagnostics: DiagnosticBag,
): boolean {
  const evaluator = new ExpressionEvaluator(tokens, directiveSpan);
  const result = evaluator.evaluate();
  if (evaluator.failure !== undefined) {
    diagnostics.error('pp-invalid-expression', evaluator.failure.message, evaluator.failure.span);
    return false;
  }
  return result.value !== 0n;
}

class ExpressionEvaluator {
  failure: { message: string; span: Span } | undefined;
  private position = 0;

  constructor(
    private readonly tokens: readonly PPToken[],
    private readonly directiveSpan: Span,
  ) {}

  evaluate(): Value {
    if (this.tokens.length === 0) {
      this.fail('#if with no expression', this.directiveSpan);
      return zero;
    }
    const value = this.comma(true);
    const extra = this.tokens[this.position];
    if (extra !== undefined && this.failure === undefined) {
      this.fail(`missing binary operator before token '${extra.image}'`, extra.span);
    }
    return value;
  }

  private fail(message: string, span: Span): void {
    // The first problem is the one worth reporting; later ones follow from it.
    this.failure ??= { message, span };
  }

  private peek(): PPToken | undefined {
    return this.tokens[this.position];
  }

  private failAtCurrent(expected: string): void {
    const token = this.peek();
    if (token === undefined) this.fail(`expected ${expected} at end of #if expression`, this.directiveSpan);
    else this.fail(`expected ${expected} before '${token.image}'`, token.span);
  }

  /** `evaluated` is false inside the untaken side of `&&`, `||`, `?:`: no division-by-zero errors there. */
  private comma(evaluated: boolean): Value {
    let value = this.conditional(evaluated);
    while (this.failure === undefined && this.peek()?.tokenType === Comma) {
      this.position++;
      value = this.conditional(evaluated);
    }
    return value;
  }

  private conditional(evaluated: boolean): Value {
    const condition = this.binary(1, evaluated);
    if (this.failure !== undefined || this.peek()?.tokenType !== Question) return condition;
    this.position++;
    const chooseFirst = condition.value !== 0n;
    const first = this.comma(evaluated && chooseFirst);
    if (this.peek()?.tokenType !== Colon) {
      this.failAtCurrent("':'");
      return zero;
    }
    this.position++;
    const second = this.conditional(evaluated && !chooseFirst);
    const unsigned = first.unsigned || second.unsigned;
    return normalize(chooseFirst ? first.value : second.value, unsigned);
  }

  /** The binary operator at the current position, with how many tokens spell it. */
  private binaryOperator(): { operator: BinaryOperator; length: number } | undefined {
    const token = this.peek();
    if (token === undefined) return undefined;
    if (token.tokenType === Greater) {
      // `>` is always lexed alone; two touching `>` make a shift.
      const following = this.tokens[this.position + 1];
      if (following !== undefined && !following.precededByWhitespace) {
        if (following.tokenType === Greater) return { operator: '>>', length: 2 };
        if (following.tokenType === GreaterEqual) return undefined; // `>>=`: not an operator here
      }
      return { operator: '>', length: 1 };
    }
    const operator = simpleOperators.get(token.tokenType);
    return operator === undefined ? undefined : { operator, length: 1 };
  }

  private binary(minimumPrecedence: number, evaluated: boolean): Value {
    let left = this.unary(evaluated);
    for (;;) {
      if (this.failure !== undefined) return left;
      const found = this.binaryOperator();
      if (found === undefined || precedence[found.operator] < minimumPrecedence) return left;
      const operatorToken = this.tokens[this.position];
      this.position += found.length;
      const { operator } = found;
      if (operator === '&&' || operator === '||') {
        const decided = operator === '&&' ? left.value === 0n : left.value !== 0n;
        const right = this.binary(precedence[operator] + 1, evaluated && !decided);
        left = truth(operator === '&&' ? left.value !== 0n && right.value !== 0n : left.value !== 0n || right.value !== 0n);
        continue;
      }
      const right = this.binary(precedence[operator] + 1, evaluated);
      left = this.apply(operator, left, right, evaluated, operatorToken.span);
    }
  }

  private apply(operator: BinaryOperator, left: Value, right: Value, evaluated: boolean, span: Span): Value {
    const unsigned = left.unsigned || right.unsigned;
    const a = normalize(left.value, unsigned).value;
    const b = normalize(right.value, unsigned).value;
    switch (operator) {
      case '*': return normalize(a * b, unsigned);
      case '/':
      case '%':
        if (b === 0n) {
          if (evaluated) this.fail('division by zero in #if', span);
          return { value: 0n, unsigned };
        }
        return normalize(operator === '/' ? a / b : a % b, unsigned);
      case '+': return normalize(a + b, unsigned);
      case '-': return normalize(a - b, unsigned);
      case '<<':
      case '>>':
        return this.shift(operator, left, right.value);
      case '<': return truth(a < b);
      case '>': return truth(a > b);
      case '<=': return truth(a <= b);
      case '>=': return truth(a >= b);
      case '==': return truth(a === b);
      case '!=': return truth(a !== b);
      case '&': return normalize(a & b, unsigned);
      case '^': return normalize(a ^ b, unsigned);
      case '|': return normalize(a | b, unsigned);
      case '&&': return truth(a !== 0n && b !== 0n);
      case '||': return truth(a !== 0n || b !== 0n);
      default: {
        const unreachable: never = operator;
        return unreachable;
      }
    }
  }

  /** The result has the left operand's type; out-of-range counts give what the hardware-independent limit would. */
  private shift(operator: '<<' | '>>', left: Value, count: bigint): Value {
    const leftward = (operator === '<<') === count >= 0n;
    const amount = count < 0n ? -count : count;
    if (leftward) return amount >= 64n ? { value: 0n, unsigned: left.unsigned } : normalize(left.value << amount, left.unsigned);
    if (amount >= 64n) return { value: left.value < 0n ? -1n : 0n, unsigned: left.unsigned };
    return normalize(left.value >> amount, left.unsigned);
  }

  private unary(evaluated: boolean): Value {
    const token = this.peek();
    if (token === undefined) {
      this.failAtCurrent('an expression');
      return zero;
    }
    switch (token.tokenType) {
      case Plus:
        this.position++;
        return this.unary(evaluated);
      case Minus: {
        this.position++;
        const operand = this.unary(evaluated);
        return normalize(-operand.value, operand.unsigned);
      }
      case Tilde: {
        this.position++;
        const operand = this.unary(evaluated);
        return normalize(~operand.value, operand.unsigned);
      }
      case Bang: {
        this.position++;
        return truth(this.unary(evaluated).value === 0n);
      }
      default:
        return this.primary(evaluated);
    }
  }

  private primary(evaluated: boolean): Value {
    const token = this.peek();
    if (token === undefined) {
      this.failAtCurrent('an expression');
      return zero;
    }
    if (token.tokenType === LParen) {
      this.position++;
      const value = this.comma(evaluated);
      if (this.peek()?.tokenType !== RParen) {
        this.failAtCurrent("')'");
        return zero;
      }
      this.position++;
      return value;
    }
    this.position++;
    if (token.tokenType === IntegerLiteral) return this.integerLiteral(token);
    if (token.tokenType === CharLiteral) return this.characterLiteral(token);
    if (token.tokenType === FloatLiteral) {
      this.fail('floating constant in preprocessor expression', token.span);
      return zero;
    }
    if (token.tokenType === StringLiteral) {
      this.fail(`token '${token.image}' is not valid in preprocessor expressions`, token.span);
      return zero;
    }
    // After macro expansion, any remaining identifier is 0; C++'s `true` is 1.
    if (isIdentifierLike(token)) return token.image === 'true' ? one : zero;
    this.position--;
    this.failAtCurrent('an expression');
    return zero;
  }

  private integerLiteral(token: PPToken): Value {
    const match = /^(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)([uUlL]*)$/.exec(token.image);
    if (match === null) {
      this.fail(`invalid integer constant '${token.image}'`, token.span);
      return zero;
    }
    const [, digits, suffix] = match;
    let value: bigint;
    const decimal = !/^0[xXbB]/.test(digits) && !(digits.length > 1 && digits.startsWith('0'));
    if (!decimal && /^0\d+$/.test(digits)) {
      if (/[89]/.test(digits)) {
        this.fail(`invalid digit in octal constant '${token.image}'`, token.span);
        return zero;
      }
      value = BigInt(`0o${digits.slice(1)}`);
    } else {
      value = BigInt(digits); // BigInt reads 0x and 0b prefixes itself
    }
    if (value > 0xffff_ffff_ffff_ffffn) {
      this.fail(`integer constant '${token.image}' is too large`, token.span);
      return zero;
    }
    // Too big for intmax_t makes it unsigned, as for hexadecimal and octal constants.
    const unsigned = /[uU]/.test(suffix) || value > 0x7fff_ffff_ffff_ffffn;
    return normalize(value, unsigned);
  }

  private characterLiteral(token: PPToken): Value {
    const body = token.image.replace(/^(?:u8|[uUL])?'/, '').slice(0, -1);
    const units: number[] = [];
    for (let i = 0; i < body.length; ) {
      if (body[i] !== '\\') {
        units.push(body.codePointAt(i) ?? 0);
        i += body.codePointAt(i)! > 0xffff ? 2 : 1;
        continue;
      }
      const escape = body[i + 1];
      const simple: Record<string, number> = {
        n: 10, t: 9, r: 13, a: 7, b: 8, f: 12, v: 11, '\\': 92, "'": 39, '"': 34, '?': 63,
      };
      if (escape in simple) {
        units.push(simple[escape]);
        i += 2;
      } else if (escape === 'x') {
        const hex = /^[0-9a-fA-F]+/.exec(body.slice(i + 2))?.[0] ?? '';
        units.push(hex === '' ? 0 : parseInt(hex, 16));
        i += 2 + hex.length;
      } else if (/[0-7]/.test(escape)) {
        const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1))![0];
        units.push(parseInt(octal, 8));
        i += 1 + octal.length;
      } else {
        units.push(escape.charCodeAt(0));
        i += 2;
      }
    }
    // Multi-character constants: each character shifts in 8 bits, as GCC does.
    let value = 0n;
    for (const unit of units) value = (value << 8n) | BigInt(unit & 0xff);
    if (units.length === 1) value = BigInt(units[0]);
    return normalize(value, false);
  }
}
