/**
 * A lambda's function has a name check-lambda.ts makes up (`main_lambda0`); what sema says about it
 * is told by `FunctionInfo.isLambda`, not by that name, which a program's own function may also have.
 */
import { checkSource } from './helpers.js';

const messages = (text: string) => checkSource(text).diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);

describe('lambda functions', () => {
  test('`return;` in a lambda returning a value names the lambda', () => {
    expect(messages('int main() { auto g = []() -> int { return; }; return g(); }')).toEqual(['non-void lambda should return a value']);
  });

  test('a function whose name looks like a lambda\'s is named as a function', () => {
    expect(messages('int main_lambda0() { return; }\nint main() { return main_lambda0(); }')).toEqual(["non-void function 'main_lambda0' should return a value"]);
  });

  test('the functions check-lambda.ts makes, and only those, are lambdas', () => {
    const { program } = checkSource('int main_lambda7() { return 1; }\nint main() { auto g = [](int x) { return x; }; auto h = [](auto y) { return y; }; return g(1) + h(2) + main_lambda7(); }');
    expect(program.functions.filter((f) => f.isLambda).length).toBe(2);
    expect(program.functions.find((f) => f.name === 'main_lambda7')?.isLambda).toBeUndefined();
  });
});
