/**
 * The ampc playground: a C++ AMP editor that compiles as you type (diagnostics
 * underlined in the editor and listed with their notes), shows the generated WGSL
 * and TypeScript, and runs the program on the browser's WebGPU.
 *
 * Bundled by scripts/build-browser.mjs into dist/playground/app.js, beside the
 * runtime (runtime.js) that compiled programs import and the docs samples
 * (samples.json). A share link carries the source in the URL hash: `#code=`
 * followed by the base64url of its UTF-8 bytes.
 */
import { defaultKeymap, history as editHistory, historyKeymap, indentWithTab } from '@codemirror/commands';
import { cpp } from '@codemirror/lang-cpp';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic as LintDiagnostic } from '@codemirror/lint';
import { EditorSelection, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { compile, compileAndRun, type CompileResult, type Diagnostic, type Span } from '../src/browser.js';

interface Sample {
  file: string;
  description: string;
  source: string;
  /** The documented output (test/e2e/expected), or null where the output depends on timing. */
  expected: string | null;
}

/** The name diagnostics give code that is not a sample. */
const OWN_FILE = 'main.cpp';
/** Pause in typing before a compile starts. */
const COMPILE_DELAY_MS = 250;
/** The sample shown when the URL carries no code. */
const FIRST_SAMPLE = 'tile-static-average.cpp';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`playground: #${id} is missing from index.html`);
  return found as T;
}

const ui = {
  sample: element<HTMLSelectElement>('sample'),
  description: element('sample-description'),
  run: element<HTMLButtonElement>('run'),
  share: element<HTMLButtonElement>('share'),
  shareLink: element<HTMLInputElement>('share-link'),
  status: element('status'),
  diagnostics: element<HTMLUListElement>('diagnostics'),
  diagnosticCount: element('diagnostic-count'),
  runStatus: element('run-status'),
  stdout: element('stdout'),
  stderr: element('stderr'),
  expectedBox: element<HTMLDetailsElement>('expected-box'),
  expected: element('expected'),
  wgsl: element('wgsl'),
  typescript: element('typescript'),
};

let samples: Sample[] = [];
/** The sample in the editor (possibly edited since), or null for the user's own code. */
let currentSample: Sample | null = null;
let compileTimer: ReturnType<typeof setTimeout> | undefined;
let lastCompile: { text: string; result: CompileResult } | undefined;
let running = false;

// --- the source in the URL -----------------------------------------------------------------

function encodeSource(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The source a `#code=` hash carries, or undefined when it carries none (or is damaged). */
function sourceFromHash(hash: string): string | undefined {
  const encoded = new URLSearchParams(hash.replace(/^#/, '')).get('code');
  if (encoded === null) return undefined;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

// --- the editor -----------------------------------------------------------------------------

const view = new EditorView({
  parent: element('editor'),
  state: EditorState.create({
    doc: '',
    extensions: [
      lineNumbers(),
      highlightActiveLineGutter(),
      highlightActiveLine(),
      drawSelection(),
      editHistory(),
      indentOnInput(),
      bracketMatching(),
      syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
      cpp(),
      lintGutter(),
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) scheduleCompile();
      }),
    ],
  }),
});

function fileName(): string {
  return currentSample?.file ?? OWN_FILE;
}

function setSource(text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, selection: EditorSelection.cursor(0) });
}

// --- compiling as you type ------------------------------------------------------------------

function scheduleCompile(): void {
  clearTimeout(compileTimer);
  setStatus('compiling', 'compiling…');
  compileTimer = setTimeout(compileNow, COMPILE_DELAY_MS);
}

function setStatus(state: string, text: string): void {
  ui.status.dataset.state = state;
  ui.status.textContent = text;
}

function compileNow(): void {
  const text = view.state.doc.toString();
  const file = fileName();
  const started = performance.now();
  const result = compile(file, text);
  const ms = Math.round(performance.now() - started);
  lastCompile = { text, result };
  showDiagnostics(file, text, result);
  ui.wgsl.textContent = result.output?.wgsl ?? '// no WGSL: the program has compile errors';
  ui.typescript.textContent = result.output?.host ?? '// no TypeScript: the program has compile errors';
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  if (result.output === null) setStatus('errors', `${errors} error${errors === 1 ? '' : 's'} (${ms} ms)`);
  else setStatus('compiled', `compiled in ${ms} ms`);
  ui.run.disabled = result.output === null || running;
}

/** `file:line:col` of a span, as clang prints it. */
function spanLocation(span: Span): string {
  return `${span.file}:${span.start.line}:${span.start.column}`;
}

/** Where in the editor's text a diagnostic belongs: its span, or the macro use it came from. */
function spanInFile(span: Span | undefined, file: string): Span | undefined {
  for (let s = span; s !== undefined; s = s.expandedFrom?.span) {
    if (s.file === file) return s;
  }
  return undefined;
}

function showDiagnostics(file: string, text: string, result: CompileResult): void {
  const marks: LintDiagnostic[] = [];
  ui.diagnostics.replaceChildren();
  for (const d of result.diagnostics) {
    const here = spanInFile(d.span, file);
    if (here !== undefined) {
      const from = Math.min(here.start.offset, text.length);
      const to = Math.min(Math.max(here.end.offset, from), text.length);
      const notes = d.notes.map((n) => `\nnote: ${n.message}${n.span ? ` (${spanLocation(n.span)})` : ''}`).join('');
      marks.push({ from, to, severity: d.severity === 'note' ? 'info' : d.severity, source: d.code, message: d.message + notes });
    }
    ui.diagnostics.append(listItem(d, here));
  }
  view.dispatch(setDiagnostics(view.state, marks));
  const count = result.diagnostics.length;
  ui.diagnosticCount.textContent = count === 0 ? '(none)' : `(${count})`;
}

function listItem(d: Diagnostic, here: Span | undefined): HTMLLIElement {
  const item = document.createElement('li');
  item.className = d.severity;
  const severity = document.createElement('span');
  severity.className = 'severity';
  severity.textContent = `${d.severity}:`;
  item.append(`${spanLocation(d.span)}: `, severity, ` ${d.message} [${d.code}]`);
  for (const note of d.notes) {
    const line = document.createElement('div');
    line.className = 'note';
    line.textContent = `${note.span ? `${spanLocation(note.span)}: ` : ''}note: ${note.message}`;
    item.append(line);
  }
  if (here !== undefined) {
    item.addEventListener('click', () => {
      const at = Math.min(here.start.offset, view.state.doc.length);
      view.dispatch({ selection: EditorSelection.cursor(at), scrollIntoView: true });
      view.focus();
    });
  }
  return item;
}

// --- running ----------------------------------------------------------------------------------

const withoutTrailingSpaces = (text: string): string => text.replace(/ +$/gm, '');

async function run(): Promise<void> {
  if (running) return;
  running = true;
  ui.run.disabled = true;
  selectTab('output');
  const text = view.state.doc.toString();
  const sample = currentSample;
  ui.stdout.textContent = '';
  ui.stderr.textContent = '';
  setRunStatus('running', 'running on WebGPU…');
  let stdout = '';
  const started = performance.now();
  try {
    const result = await compileAndRun(fileName(), text, {
      stdout: (chunk) => {
        stdout += chunk;
        ui.stdout.textContent += chunk;
      },
      stderr: (chunk) => void (ui.stderr.textContent += chunk),
    });
    const ms = Math.round(performance.now() - started);
    switch (result.kind) {
      case 'compile-failed':
        setRunStatus('failed', 'not run: the program has compile errors');
        break;
      case 'crashed':
        ui.stderr.textContent += `ampc: internal error: ${result.message}\n`;
        setRunStatus('failed', `ampc failed (a bug in ampc) after ${ms} ms`);
        break;
      case 'exited': {
        const documented = sample !== null && sample.source === text && sample.expected !== null ? sample.expected : null;
        const verdict =
          documented === null ? '' : withoutTrailingSpaces(stdout) === withoutTrailingSpaces(documented) ? '; output matches the docs' : '; output differs from the docs';
        setRunStatus(result.exitCode === 0 ? 'ok' : 'failed', `exit code ${result.exitCode} (${ms} ms)${verdict}`);
        break;
      }
    }
  } catch (e) {
    ui.stderr.textContent += String(e instanceof Error ? e.message : e);
    setRunStatus('failed', 'the run failed');
  } finally {
    running = false;
    ui.run.disabled = lastCompile?.result.output == null;
  }
}

function setRunStatus(state: string, text: string): void {
  ui.runStatus.dataset.state = state;
  ui.runStatus.textContent = text;
}

// --- tabs, samples, sharing -------------------------------------------------------------------

function selectTab(name: string): void {
  for (const tab of document.querySelectorAll<HTMLButtonElement>('nav [role="tab"]')) {
    const selected = tab.dataset.tab === name;
    tab.setAttribute('aria-selected', String(selected));
    element(`tab-${tab.dataset.tab}`).hidden = !selected;
  }
}

function showSample(sample: Sample | null): void {
  currentSample = sample;
  ui.sample.value = sample?.file ?? '';
  ui.description.textContent = sample?.description ?? '';
  ui.expectedBox.hidden = sample?.expected == null;
  ui.expected.textContent = sample?.expected ?? '';
  ui.stdout.textContent = '';
  ui.stderr.textContent = '';
  setRunStatus('idle', "Press Run to execute the program on this browser's WebGPU.");
}

/** Loads the code a share link carries, as the sample it is when it is one unchanged. */
function loadFromHash(): boolean {
  const text = sourceFromHash(location.hash);
  if (text === undefined) return false;
  showSample(samples.find((s) => s.source === text) ?? null);
  setSource(text);
  return true;
}

function share(): void {
  const text = view.state.doc.toString();
  window.history.replaceState(null, '', `#code=${encodeSource(text)}`);
  ui.shareLink.hidden = false;
  ui.shareLink.value = location.href;
  ui.shareLink.select();
  // Not every context grants clipboard access (e.g. an http page that is not localhost).
  navigator.clipboard?.writeText(location.href).catch(() => undefined);
}

async function start(): Promise<void> {
  samples = (await (await fetch(new URL('./samples.json', import.meta.url))).json()) as Sample[];
  for (const sample of samples) {
    const option = document.createElement('option');
    option.value = sample.file;
    option.textContent = sample.file;
    ui.sample.append(option);
  }
  ui.sample.addEventListener('change', () => {
    const sample = samples.find((s) => s.file === ui.sample.value) ?? null;
    showSample(sample);
    if (sample) setSource(sample.source);
    else scheduleCompile();
  });
  ui.run.addEventListener('click', () => void run());
  ui.share.addEventListener('click', share);
  for (const tab of document.querySelectorAll<HTMLButtonElement>('nav [role="tab"]')) {
    tab.addEventListener('click', () => selectTab(tab.dataset.tab ?? 'output'));
  }
  window.addEventListener('hashchange', loadFromHash);
  if (!loadFromHash()) {
    const first = samples.find((s) => s.file === FIRST_SAMPLE) ?? samples[0] ?? null;
    showSample(first);
    setSource(first?.source ?? '');
  }
  if (!('gpu' in navigator)) setRunStatus('failed', 'This browser has no WebGPU (navigator.gpu): Run is not possible here.');
}

start().catch((e: unknown) => setStatus('errors', `the playground failed to start: ${e instanceof Error ? e.message : String(e)}`));
