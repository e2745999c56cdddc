/** ampc's programmatic API. */
export { compile, type CompileOptions, type CompileResult } from './driver.js';
export { renderDiagnostic, renderJson, summaryLine, filterDiagnostics } from './diagnostics-render.js';
export type { Diagnostic, Severity } from './diagnostics.js';
export { DIAGNOSTIC_RULES, RULE_IDS, isRuleId, type RuleId, type RuleInfo } from './diagnostic-rules.js';
export type { KernelInterface } from './codegen/kernel-interface.js';
