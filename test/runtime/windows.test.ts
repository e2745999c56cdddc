import { cout, finishOutput, setOutputSink } from '../../runtime/iostream.js';
import {
  COORD,
  GetStdHandle,
  SMALL_RECT,
  STD_OUTPUT_HANDLE,
  SetConsoleScreenBufferSize,
  SetConsoleTextAttribute,
  SetConsoleWindowInfo,
  setColorEnabled,
  sgrForAttribute,
} from '../../runtime/windows.js';

let output = '';
beforeEach(() => {
  output = '';
  setOutputSink((text) => (output += text));
});
afterEach(() => setColorEnabled(undefined));

describe('SetConsoleTextAttribute', () => {
  it('maps Windows colour bits to ANSI colours', () => {
    expect(sgrForAttribute(4)).toBe('\x1b[31m'); // red
    expect(sgrForAttribute(2)).toBe('\x1b[32m'); // green
    expect(sgrForAttribute(1)).toBe('\x1b[34m'); // blue
    expect(sgrForAttribute(6)).toBe('\x1b[33m'); // red + green = yellow
    expect(sgrForAttribute(4 | 8)).toBe('\x1b[91m'); // bright red
    expect(sgrForAttribute(7)).toBe('\x1b[0m'); // default grey: reset
  });

  it('writes the colour through cout in order with the text when colour is on, and resets at exit', () => {
    setColorEnabled(true);
    const h = GetStdHandle(STD_OUTPUT_HANDLE);
    cout.str('a');
    expect(SetConsoleTextAttribute(h, 4)).toBe(true);
    cout.str('red').endl();
    expect(output).toBe('a\x1b[31mred\n');
    finishOutput();
    expect(output).toBe('a\x1b[31mred\n\x1b[0m');
  });

  it('writes nothing at all when colour is off', () => {
    setColorEnabled(false);
    const h = GetStdHandle(STD_OUTPUT_HANDLE);
    expect(SetConsoleTextAttribute(h, 2)).toBe(true);
    cout.str('plain').endl();
    finishOutput();
    expect(output).toBe('plain\n');
  });

  it('is off when NO_COLOR is set or stdout is not a terminal', () => {
    // Jest's stdout is not a terminal here; NO_COLOR must turn colour off even where it is.
    const saved = process.env.NO_COLOR;
    process.env.NO_COLOR = '1';
    try {
      SetConsoleTextAttribute(GetStdHandle(STD_OUTPUT_HANDLE), 4);
      cout.str('x').flush();
      expect(output).toBe('x');
    } finally {
      if (saved === undefined) delete process.env.NO_COLOR;
      else process.env.NO_COLOR = saved;
    }
  });
});

describe('console sizing', () => {
  it('does nothing and reports success', () => {
    const size = new COORD();
    size.X = 80;
    expect(SetConsoleScreenBufferSize(GetStdHandle(STD_OUTPUT_HANDLE), size)).toBe(true);
    expect(SetConsoleWindowInfo(GetStdHandle(STD_OUTPUT_HANDLE), true, new SMALL_RECT())).toBe(true);
    expect(new SMALL_RECT()).toEqual({ Left: 0, Top: 0, Right: 0, Bottom: 0 });
    expect(output).toBe('');
  });
});
