/**
 * What the TypeScript host back end cannot print exactly, decided here, before any back end runs
 * (`host-unsupported`), so that the emitter only prints. The pass walks the code the host prints
 * (every CPU function's body, closures and generic lambda instances included, the globals'
 * initialisers, and each class's copy assignment) and reports each construct the host has no
 * exact form for, at the place the emitter would reach it.
 *
 * Still decided in the emitter (src/codegen/host/emit-host.ts) and not here: the places whose
 * answer depends on what a library printer prints or calls back (a reference or a non-const
 * reference argument bound to a library lvalue, a function object or destructor a library class
 * calls), and the copies and default constructions the emitter makes itself (a copy whose copy
 * constructor is deleted or waits for the GPU, a default constructor that waits).
 */
import type { DiagnosticBag } from '../../diagnostics.js';
import type { Span } from '../../source.js';
import { divTypeNames } from '../../library/cstdlib-div.js';
import type { Expr, FunctionInfo, Program, Stmt } from '../program.js';
import { isHostObject, typeToString, type StructInfo, type Type } from '../types.js';
import { assignRunsUserCode, asyncUserCopy, copyRunsUserCode, namedReturnVariable, userCopyAssignment, userCopySpan, userMoveConstructor } from '../copies.js';
import { destroyedAtScopeEnd, isConstructorResult, isMemberInitializer, needsDestruction, userDestructor } from '../destructors.js';
import { isReferenceField } from '../reference-members.js';
import { isHostPointee } from '../host-pointers.js';
import { syncsAtScopeEnd, viewTemporaries } from '../async.js';
import { childExprs, forEachStmt, isArrayMemberElement, isViewElementMember } from '../walk.js';

/** Classes the host runtime defines itself (`<Windows.h>`'s, `<cstdlib>`'s results of div): the host prints no class for them. */
export const runtimeClassNames: ReadonlySet<string> = new Set(['COORD', 'SMALL_RECT', ...divTypeNames]);

export function checkHostSupport(program: Program, diags: DiagnosticBag): void {
  const report = (message: string, span: Span) => diags.error('host-unsupported', message, span);
  for (const s of program.structs) if (!runtimeClassNames.has(s.name)) checkCopyAssignment(s, report);
  for (const g of program.globals) if (g.init) new HostCode(null, report).expr(g.init);
  const printed = new Set<FunctionInfo>();
  const visit = (fn: FunctionInfo) => {
    if (printed.has(fn)) return;
    printed.add(fn);
    if (fn.restriction.cpu && fn.body) new HostCode(fn, report).function(fn.body);
    fn.genericInstances?.forEach(visit);
  };
  program.functions.forEach(visit);
}

type Report = (message: string, span: Span) => void;

/**
 * The classes whose user destructor waits for the GPU among those that destroying an object of
 * type `t` runs, in the order the host runs them (the class's own, its members' last first, its
 * base's): the host destroys objects synchronously, so it cannot run them.
 */
export function asyncDestructors(t: Type): StructInfo[] {
  if (t.kind === 'array') return asyncDestructors(t.element);
  if (t.kind !== 'struct') return [];
  const own = t.info.fields.slice(t.info.base?.fields.length ?? 0);
  return [
    ...(userDestructor(t.info)?.isAsync ? [t.info] : []),
    ...[...own].reverse().flatMap((f) => (needsDestruction(f.type) ? asyncDestructors(f.type) : [])),
    ...(t.info.base ? asyncDestructors({ kind: 'struct', info: t.info.base }) : []),
  ];
}

/** The diagnostic for destroying an object whose class `info`'s destructor waits for the GPU. */
export function asyncDestructorMessage(info: StructInfo): string {
  return `destructor '~${info.name}' waits for the GPU, which ampc does not support`;
}

/** A member whose elements' copies run user code makes the implicit operator= unprintable: std::vector's own assignment is not modelled. */
function checkCopyAssignment(s: StructInfo, report: Report): void {
  // A union is replaced whole; a user operator= is called as it is; a reference member deletes the implicit one (sema reports its uses).
  if (s.isUnion || userCopyAssignment(s)) return;
  const baseAssigns = s.base !== undefined && !s.base.isUnion && !runtimeClassNames.has(s.base.name);
  const own = baseAssigns ? s.fields.slice(s.base!.fields.length) : s.fields;
  if (own.some((f) => f.isReference)) return;
  for (const f of own) {
    if ((f.type.kind === 'vector' || f.type.kind === 'array') && (copyRunsUserCode(f.type.element) || assignRunsUserCode(f.type.element))) {
      report(`assigning a '${s.name}', whose member '${f.name}' holds objects with a user-written copy constructor or assignment, is not supported by ampc`, userCopySpan(f.type)!);
    }
  }
}

/** A pointer to a scalar: a runtime Pointer on the host (src/sema/host-pointers.ts). */
function isScalarPointer(t: Type): boolean {
  return t.kind === 'pointer' && isHostPointee(t.pointee);
}

/** The operators the host has for pointers to scalars (runtime/pointer.ts). */
const pointerOperators = new Set(['+', '-', '==', '!=', '<', '>', '<=', '>=']);

/** One function's body (or a global's initialiser), walked as the host prints it. */
class HostCode {
  /** The labels gotos of this function name: a statement list with one of them is a dispatch loop on the host. */
  private readonly gotoTargets = new Set<string>();

  constructor(private readonly fn: FunctionInfo | null, private readonly report: Report) {}

  function(body: Extract<Stmt, { kind: 'Block' }>): void {
    forEachStmt(body, (s) => { if (s.kind === 'Goto') this.gotoTargets.add(s.label); });
    this.list(body.statements);
  }

  /** A statement list: a block, a function body, a handler, a case's statements. */
  private list(statements: Stmt[]): void {
    if (statements.some((s) => s.kind === 'Label' && this.gotoTargets.has(s.label))) {
      this.dispatch(statements);
      return;
    }
    for (const s of statements) {
      this.stmt(s);
      // The host destroys a local at its block's end, synchronously.
      if (s.kind === 'VarDecl' && destroyedAtScopeEnd(s.variable)) this.destroyed(s.variable.type, s.span);
    }
  }

  /**
   * A list with a goto's label: the host declares its variables before a loop around a switch on
   * the label, so each must be a plain `let` it can assign in place.
   */
  private dispatch(statements: Stmt[]): void {
    for (const s of statements) {
      if (s.kind !== 'VarDecl') {
        this.stmt(s);
        continue;
      }
      const v = s.variable;
      if (destroyedAtScopeEnd(v) || syncsAtScopeEnd(s) || v.isReference) {
        this.report(`a goto in a block that declares '${v.name}' (${v.isReference ? 'a reference' : 'an object with a destructor'}) is not supported by ampc`, s.span);
        continue;
      }
      this.stmt(s);
      // A boxed variable (its address is taken) is an array of one; temporary views need a statement of their own.
      if (v.isBoxed || viewTemporaries(s).length > 0) this.report(`a goto in a block that declares '${v.name}' is not supported by ampc`, v.span);
    }
  }

  private destroyed(t: Type, span: Span): void {
    for (const info of asyncDestructors(t)) this.report(asyncDestructorMessage(info), span);
  }

  private stmt(s: Stmt): void {
    switch (s.kind) {
      case 'Block': this.list(s.statements); return;
      case 'VarDecl': {
        const init = s.init;
        if (!init) return;
        if (s.variable.isReference && (init.kind === 'ViewElement' || isViewElementMember(init))) {
          this.report(`a reference to an array_view element ('${s.variable.name}') is not supported by ampc in host code yet`, init.span);
          return;
        }
        this.expr(init);
        return;
      }
      case 'ExprStmt': {
        const e = s.expr;
        if (e.kind === 'Library' && (e.op === 'pointer.deleteObject' || e.op === 'pointer.deleteVirtualObject')) {
          this.expr(e.args[0]);
          const pointer = e.args[0].type;
          if (pointer.kind === 'pointer') this.destroyed(pointer.pointee, s.span);
          return;
        }
        this.expr(e, true);
        return;
      }
      case 'If':
        this.expr(s.cond);
        this.child(s.then);
        if (s.otherwise) this.child(s.otherwise);
        return;
      case 'For':
        if (s.init) this.stmt(s.init);
        if (s.cond) this.expr(s.cond);
        if (s.step) this.expr(s.step, true);
        this.child(s.body);
        return;
      case 'While': case 'DoWhile':
        this.expr(s.cond);
        this.child(s.body);
        return;
      case 'Switch':
        this.expr(s.cond);
        for (const c of s.cases) {
          if (c.values !== 'default') c.values.forEach((v) => this.expr(v));
          // A declaration without an initialiser is hoisted before the switch (and not destroyed).
          this.list(c.body.filter((x) => x.kind !== 'VarDecl' || x.init !== null));
        }
        return;
      case 'Return': {
        const value = s.value;
        if (!value) return;
        const fn = this.fn;
        if (fn && !fn.returnsReference && value.kind === 'VarRef' && !isConstructorResult(value.variable) && value.variable !== namedReturnVariable(fn)
          && value.type.kind === 'struct' && value.variable.storage === 'local' && userMoveConstructor(value.type.info)) {
          this.report(`returning '${value.variable.name}' here runs the move constructor of '${value.type.info.name}' (g++ elides it only where every return names one local), which is not supported by ampc`, value.span);
          return;
        }
        this.expr(value);
        return;
      }
      case 'Throw':
        if (s.value) this.expr(s.value);
        return;
      case 'Try':
        this.list(s.body.statements);
        for (const h of s.handlers) this.list(h.body.statements);
        return;
      case 'Break': case 'Continue': case 'Goto': case 'Label':
        return;
    }
  }

  /** A branch or loop body: a block is a statement list, a single statement is printed alone. */
  private child(s: Stmt): void {
    if (s.kind === 'Block') this.list(s.statements);
    else this.stmt(s);
  }

  /** `asStatement`: the whole expression of a statement (or a for loop's step), whose value is unused. */
  expr(e: Expr, asStatement = false): void {
    // `av[i].v` is part of the host's copy of the element: a pointer or reference to it would write
    // there without the view knowing (the device copy not made stale). Only `av[i].v[k]` reads and writes it.
    // A const reference parameter only reads it, as one to a struct member of the element does.
    const readOnly = (child: Expr) => e.kind === 'Call' && e.args.some((arg, i) => arg === child && e.callee.params[i]?.isReference && e.callee.params[i]?.isConst);
    for (const child of childExprs(e)) {
      if (child.type.kind === 'array' && isViewElementMember(child) && !(isArrayMemberElement(e) && e.object === child) && !readOnly(child)) {
        this.report('a pointer or reference to an array member of an array_view element is not supported by ampc in host code; subscript it', child.span);
      }
    }
    switch (e.kind) {
      case 'Unary':
        if ((e.op === 'pre++' || e.op === 'post++' || e.op === 'pre--' || e.op === 'post--') && !asStatement && isViewElementMember(e.operand)) {
          this.report('the value of ++/-- on a member of an array_view element on the host is not supported by ampc; use it as a statement', e.span);
        }
        break;
      case 'Binary':
        if (isScalarPointer(e.left.type) && !pointerOperators.has(e.op)) this.report(`operator '${e.op}' on pointers is not supported by ampc`, e.span);
        break;
      case 'Assign':
        // The runtime's store into a view (`set`, `setField`) has no value to give back.
        if (!asStatement && (e.target.kind === 'ViewElement' || isViewElementMember(e.target))) {
          this.report('the value of an assignment to an array_view element or its member on the host is not supported by ampc; use it as a statement', e.span);
        }
        this.assign(e);
        break;
      case 'Library':
        this.library(e);
        break;
      case 'ThreadIndex': case 'Barrier':
        // A restrict(cpu, amp) function's tiled_index parameter: its thread's indices have no host value.
        this.report('thread indices and barriers exist only in kernels', e.span);
        break;
      case 'Manipulator':
        // `std::setw(3)` is a value only as an operand of `<<` (a StreamOut item, not an expression).
        this.report('a stream manipulator can only be written to a stream', e.span);
        break;
      case 'AddressOf':
        this.addressOf(e);
        break;
      case 'Call':
        // The host's copy of an array_view element changed through a reference the view never learns of.
        e.args.forEach((arg, i) => {
          const param = e.callee.params[i];
          // (An array member is reported with its other pointers and references, above.)
          if (param?.isReference && !param.isConst && arg.type.kind !== 'array' && (arg.kind === 'ViewElement' || isViewElementMember(arg))) {
            this.report(`passing an array_view element or its member to a non-const reference${param === e.callee.params[0] && e.callee.member?.kind === 'method' ? " (a non-const member function's object)" : ''} is not supported by ampc in host code`, arg.span);
          }
        });
        break;
      case 'Intrinsic':
        // A pointer argument is a setter the runtime stores through (or the library object itself), not an address.
        e.args.forEach((a, i) => this.expr(a.kind === 'AddressOf' && (a.operand.type.kind === 'libraryClass' || e.signature.pointees?.[i] !== 'value') ? a.operand : a));
        return;
      default:
        break;
    }
    // A closure's body is its own function, walked as one.
    for (const child of childExprs(e)) this.expr(child);
  }

  /**
   * `&x` as a value: a pointer to a scalar is a runtime Pointer into an array (a boxed variable is
   * one of one element); a pointer to a class object or container is the object itself.
   */
  private addressOf(e: Extract<Expr, { kind: 'AddressOf' }>): void {
    if (isScalarPointer(e.type)) {
      const operand = e.operand;
      if ((!(operand.kind === 'VarRef' && operand.variable.isBoxed) && operand.kind !== 'Element') || isViewElementMember(operand)) this.report('taking this address is not supported in host code by ampc', operand.span);
      return;
    }
    if (!(e.type.kind === 'pointer' && isHostObject(e.type.pointee))) this.report("taking an address ('&') is not supported in host code", e.span);
  }

  private assign(e: Extract<Expr, { kind: 'Assign' }>): void {
    const t = e.target.type;
    if (e.op !== null || (isMemberInitializer(e) && isReferenceField(e.target))) return;
    if (t.kind === 'struct') {
      // Every class object is assigned in place, by its user operator= or member by member; an array_view element is data, stored whole.
      const intoView = e.target.kind === 'ViewElement' || isViewElementMember(e.target);
      const userCode = assignRunsUserCode(t);
      if (t.info.isUnion || runtimeClassNames.has(t.info.name) || isMemberInitializer(e) || !(userCode || !intoView)) return;
      if (userCode && intoView) {
        this.report(`assigning a '${t.info.name}' with a user-written copy constructor or assignment into an array_view is not supported by ampc`, e.span);
        return;
      }
      const waits = userCode ? asyncUserCopy(t, true) : null;
      if (waits) this.report(`assigning a '${t.info.name}' member by member runs this operator=, which waits for the GPU: not supported by ampc`, waits.span);
      return;
    }
    // libstdc++'s copy assignment (from an object or a braced list) assigns the elements that fit
    // the capacity and copy-constructs the others (all of them where it reallocates), as the
    // capacity decides, which ampc does not model; a temporary is moved in, running no element's code.
    // (`v.assign(first, last)` is an assignment from a range's copy, vector-members.ts, but C++
    // assigns into v's elements there: not a temporary.)
    const temporary = (e.value.kind === 'Call' && e.value.callee.returnsReference !== true) || e.value.kind === 'Construct'
      || (e.value.kind === 'Library' && e.value.op !== 'vector.fromRange');
    if (t.kind === 'vector' && !isMemberInitializer(e) && !temporary && (copyRunsUserCode(t.element) || assignRunsUserCode(t.element))) {
      this.report(`assigning a std::vector of '${typeToString(t.element)}', whose copy constructor or assignment is user-written, is not supported by ampc (whether std::vector copies or assigns each element depends on its capacity, which is not modelled)`, e.span);
      return;
    }
    // A view is a JS object the host rebinds on assignment (`v = w`): through a reference that
    // rebinds only the reference's JS name, and the caller's view would go on seeing its old data.
    if (t.kind === 'arrayView' || (t.kind === 'texture' && t.access !== 'texture')) {
      const target = e.target;
      if ((target.kind === 'VarRef' && (target.variable.isReference || target.variable.heldByReference)) || isReferenceField(target)) {
        this.report(`assigning a '${typeToString(t)}' through a reference is not supported by ampc in host code`, e.span);
      }
      return;
    }
    // A library object is a handle its copies share (runtime/accelerator.ts `clone()`): assigning
    // through a reference would only rebind the reference's JS name, not change the caller's object.
    // (An owning pointer, `ownsResource`, gives up its old object as it takes the new one.)
    if (t.kind !== 'libraryClass' || t.decl.ownsResource === true || (t.decl.assignsInPlace === true && !isMemberInitializer(e))) return;
    const target = e.target;
    if ((target.kind === 'VarRef' && (target.variable.isReference || target.variable.heldByReference)) || isReferenceField(target)) {
      this.report(`assigning a '${t.decl.id}' through a reference is not supported by ampc in host code`, e.span);
    }
  }

  private library(e: Extract<Expr, { kind: 'Library' }>): void {
    const receiver = e.receiver?.type;
    // libstdc++ copies (or assigns) the elements again where it grows or shifts them; ampc does not count those copies.
    if (['vector.push_back', 'vector.resize', 'vector.insert', 'vector.erase', 'vector.assign'].includes(e.op) && receiver?.kind === 'vector'
      && (copyRunsUserCode(receiver.element) || assignRunsUserCode(receiver.element))) {
      this.report(`'${e.op.replace('.', '::')}' on a std::vector of '${typeToString(receiver.element)}', whose copy constructor or assignment is user-written, is not supported by ampc (the copies std::vector makes as it grows or shifts its elements are not modelled)`, e.span);
    }
    // A statement `delete p;` runs the destructor (stmt); inside an expression there is no place for it.
    if (e.op === 'pointer.deleteObject' || e.op === 'pointer.deleteVirtualObject') this.report("'delete' of an object with a destructor inside a larger expression is not supported by ampc", e.span);
    if (e.op === 'pointer.deleteObjects') {
      const pointee = e.args[0].type.kind === 'pointer' ? e.args[0].type.pointee : e.args[0].type;
      if (needsDestruction(pointee)) this.destroyed(pointee, e.span);
    }
  }
}
