/**
 * ampc's runtime (`ampc/runtime`): what translated C++ AMP programs call, and
 * a small library for running WGSL kernels by hand. See README.md.
 */
import { RuntimeException, Thrown, terminateMessage } from './exceptions.js';
import { StdException } from './std-exceptions.js';
import { cerr, cout, finishOutput } from './iostream.js';
import { ProgramExit, setProgramName } from './cstdlib.js';
import { runExitDestructors } from './static-destructors.js';
import { shutdown } from './device.js';

export { RuntimeException, InvalidComputeDomain, UnsupportedFeature, OutOfMemory, AcceleratorViewRemoved, Thrown } from './exceptions.js';
export { escapedNoexcept } from './terminate.js';
export { atExit } from './static-destructors.js';
export {
  StdException, LogicError, RuntimeError, OutOfRange, InvalidArgument, LengthError, DomainError, RangeError_, OverflowError, UnderflowError,
  vectorRangeCheck, BadFunctionCall, nonEmptyFunction, exceptionWhat,
} from './std-exceptions.js';
export { vectorAssign, vectorErase, vectorResize, vectorSwap, vectorEqual, vectorLess, Stack, Queue, Deque, PriorityQueue } from './containers.js';
export { Pair, SortedTree, TreeIterator, List, ListIterator, ReverseIterator, copyValue, lessValue } from './associative.js';
export { HashTable, HashIterator, hashIntegral, hashString, hashFloat, hashDouble } from './hashtable.js';
export { Duration, TimePoint, steadyNow, systemNow } from './chrono.js';
export {
  Accelerator,
  AcceleratorView,
  CompletionFuture,
  DEFAULT_ACCELERATOR,
  CPU_ACCELERATOR,
  DIRECT3D_WARP,
  DIRECT3D_REF,
  type AcceleratorFacts,
} from './accelerator.js';
export { getDevice, shutdown } from './device.js';
export { Extent, Index, TiledExtent, linearIndex, indexArithmetic, type IndexOperator } from './extent.js';
export { int32, uint32, float32, float64, bool32, structType, arrayType, elementStride, type ElementType, type ScalarKind } from './element.js';
export { ArrayView, AmpArray, assignArray, copy, copyFromHost, copyToHost, type KernelData } from './data.js';
export { parallelForEach, type Kernel } from './kernel.js';
export { Texture, type TextureData } from './texture.js';
export type { KernelSourceLines } from './kernel-source-lines.js';
export type { CopyableClosure } from './closure.js';
export { copyFunction } from './closure.js';
export { UniquePtr, SharedPtr, type Destroy } from './memory.js';
export { qsort, qsortObjects, bsearch, bsearchObjects } from './cstdlib-sort.js';
export { Thread, ThreadId, SystemError, currentThreadId, destroyThreads, hardwareConcurrency, sleepFor, yieldThread } from './thread.js';
export { transferCounters, resetTransferCounters, type TransferCounters } from './transfer.js';
export { formatDouble, type FloatStyle } from './format.js';
export { printf, fprintf, sprintf, snprintf, puts, putchar, fputs, fputc, fflush, formatPrintf, PrintfError, type PrintfArg } from './printf.js';
export { ShortVector, svScalar, svCast, shortVectorElement, type ShortVectorScalar, type ShortVectorOp } from './short-vectors.js';
export * as cmath from './math.js';
export { RAND_MAX, rand, srand, exit, abort, assertFail, time, clock, ProgramExit, setProgramName, div_t, ldiv_t, lldiv_t, div, ldiv, lldiv } from './cstdlib.js';
export { isalnum, isalpha, isblank, iscntrl, isdigit, isgraph, islower, isprint, ispunct, isspace, isupper, isxdigit, tolower, toupper } from './cctype.js';
export { enterTry, leaveTry, unwinds } from './unwinding.js';
export { accumulate, reduce, transformReduce, inclusiveScan, exclusiveScan } from './numeric.js';
export { partialSort, nthElement, rotate, rotateCopy, partition, stablePartition, partialSortCopy, swapRanges, iterSwap, replaceCopyIf, permute } from './algorithm-reorder.js';
export { mismatch, equalRange, adjacentFind, isSortedUntil, isPartitioned, partitionPoint, search, findEnd, findFirstOf, searchN, includes, lexicographicalCompare } from './algorithm-search.js';
export { BackInsertIterator, FrontInsertIterator, ListInsertIterator, SetInsertIterator, OstreamIterator } from './output-iterator.js';
export {
  sortRange, stableSortRange, isSorted, reverseRange, replaceIf, shuffleRange, randomShuffleRange, fillRange, fillN, iota, forEach, generate, equalTo, notEqualTo, countIf, allOf, anyOf, noneOf, findIf,
  minElement, maxElement, minmaxElement, IteratorPair, elementPointer, elementObject, lowerBound, upperBound, binarySearch, unique, removeIf, equalRanges, transform, transformBinary, copyN, partialSum,
  generateN, adjacentDifference, copyIf, uniqueCopy, reverseCopy, setOperation, copyBackward,
  innerProduct, innerProductWith, clamp, less, greater,
} from './algorithm.js';
export { NPOS, sizeOrNpos, substr, stringFind, stringRfind, stringCompare, stringToInteger, stringToUnsigned, stringToFloat, charToString, withChar } from './string.js';
export { stringCharacters, stringFromRange, replaceCharacters, eraseCharacters, insertCharacters } from './string-characters.js';
export { StringStream, istringstream } from './sstream.js';
export { Pointer, samePointer, indexIn } from './pointer.js';
export { rangeEnd } from './iterator-ranges.js';
export { reversedElements, reverseIteratorAt, reverseIterator, reverseBase } from './reverse-iterator.js';
export { ReferenceWrapper } from './functional.js';
export { newObjects, objectIn, objectAt, objectDistance, deleteObjects } from './object-blocks.js';
export { Vector, type TypedArray, type ElementOf } from './vector.js';
export { mallocBlock, callocBlock, reallocBlock, free, memcpy, memmove, memset, type ScalarLayout } from './cmemory.js';
export { cString, charArray, cArgv, stringOf, strlen, strcmp, strncmp, strcpy, strncpy, strcat, atoi, atol, atof, strtol, strtoul, strtod, strtof } from './cstring.js';
export { writeBack, writeBackVector, type WritableElements } from './library-mode.js';
export { int64FromDouble, uint64FromDouble, floatFromInt64, int64Abs } from './int64.js';
export {
  LinearCongruentialEngine,
  minstdRand0,
  minstdRand,
  Mt19937,
  Mt19937_64,
  RandomDevice,
  UniformRealDistribution,
  UniformIntDistribution,
  UniformInt64Distribution,
  NormalDistribution,
  BernoulliDistribution, ExponentialDistribution,
  generateCanonical,
  type RandomEngine,
  type RandomEngine64,
  type AnyRandomEngine,
} from './random.js';
export {
  cout,
  cerr,
  wcout,
  wcerr,
  cin,
  OStream,
  IStream,
  setOutputSink,
  setErrorSink,
  flushAll,
  finishOutput,
  type OutputSink,
} from './iostream.js';
export {
  STD_INPUT_HANDLE,
  STD_OUTPUT_HANDLE,
  STD_ERROR_HANDLE,
  FOREGROUND_BLUE,
  FOREGROUND_GREEN,
  FOREGROUND_RED,
  FOREGROUND_INTENSITY,
  COORD,
  SMALL_RECT,
  GetStdHandle,
  SetConsoleTextAttribute,
  SetConsoleScreenBufferSize,
  SetConsoleWindowInfo,
  setColorEnabled,
  resetConsoleColor,
} from './windows.js';
export { LargeInteger, QueryPerformanceCounter, QueryPerformanceFrequency, GetTickCount, GetTickCount64, Sleep } from './windows-timing.js';

/**
 * Runs a translated `main`, then flushes the output and shuts the device down
 * so that Node exits at once. Returns the exit code: main's return value, 0
 * if it returns nothing, and 134 (like libstdc++'s abort) when a C++ AMP
 * exception escapes, after printing what libstdc++'s terminate handler prints.
 * Other errors (bugs, not C++ exceptions) are rethrown after the cleanup.
 */
export async function runProgram(
  main: (argc: number, argv: string[]) => Promise<number | void> | number | void,
  argv: string[] = ['a.out'],
): Promise<number> {
  let exitCode = 0;
  setProgramName(argv[0] ?? 'a.out');
  try {
    // `int main(int argc, char** argv)` receives them; `int main()` ignores them.
    const result = await main(argv.length, argv);
    exitCode = typeof result === 'number' ? result : 0;
    // Returning from main calls exit(), which destroys the statics.
    runExitDestructors();
  } catch (e) {
    if (e instanceof ProgramExit) {
      // exit(), abort() or a failed assert: the status is already what the shell would see.
      exitCode = e.status;
      if (e.destroysStatics) runExitDestructors();
    } else if (!(e instanceof RuntimeException || e instanceof StdException || e instanceof Thrown)) {
      finishOutput();
      await shutdown().catch(() => undefined);
      throw e;
    } else {
      // std::terminate ends in abort(), which loses what sits unflushed in stdout's buffer.
      cout.discardBuffered();
      cerr.str(terminateMessage(e));
      exitCode = 134;
    }
  }
  finishOutput();
  try {
    await shutdown();
  } catch (e) {
    cerr.str(`warning: shutting the WebGPU device down failed: ${e instanceof Error ? e.message : String(e)}\n`);
  }
  return exitCode;
}
