/**
 * Every name runtime/index.ts exports, which a generated module may import: a C++ variable,
 * parameter or function of the same name is renamed (jsName), so it never shadows the import.
 * (A class of the same name makes the import take an alias instead: emit-host.ts use.)
 * test/codegen/runtime-names.test.ts checks the list against the runtime.
 */
export const runtimeExportNames: readonly string[] = [
  // `export * as cmath`
  'cmath',
  // C's raw memory (runtime/cmemory.ts).
  'mallocBlock', 'callocBlock', 'reallocBlock', 'free', 'memcpy', 'memmove', 'memset', 'ScalarLayout',
  // Output iterators and the algorithms that write through them (runtime/output-iterator.ts, algorithm.ts).
  'BackInsertIterator', 'FrontInsertIterator', 'ListInsertIterator', 'OstreamIterator', 'SetInsertIterator',
  'adjacentDifference', 'copyIf', 'generateN', 'reverseCopy', 'setOperation', 'uniqueCopy', 'copyBackward',
  // More of <algorithm> and <numeric> (runtime/algorithm-reorder.ts, algorithm-search.ts, numeric.ts).
  'partialSort', 'nthElement', 'rotate', 'rotateCopy', 'partition', 'stablePartition', 'partialSortCopy', 'swapRanges', 'iterSwap', 'replaceCopyIf', 'permute',
  'mismatch', 'equalRange', 'adjacentFind', 'isSortedUntil', 'isPartitioned', 'partitionPoint', 'search', 'findEnd', 'findFirstOf',
  'searchN', 'includes', 'lexicographicalCompare', 'reduce', 'transformReduce', 'inclusiveScan', 'exclusiveScan',
  // The destruction of function-local statics at exit (runtime/static-destructors.ts).
  'atExit',
  'Accelerator', 'AcceleratorFacts', 'AcceleratorView', 'AcceleratorViewRemoved', 'AmpArray', 'ArrayView',
  'BadFunctionCall', 'BernoulliDistribution', 'ExponentialDistribution', 'COORD', 'CPU_ACCELERATOR', 'CompletionFuture', 'CopyableClosure',
  'DEFAULT_ACCELERATOR', 'DIRECT3D_REF', 'DIRECT3D_WARP', 'Deque', 'Destroy', 'DomainError', 'Duration',
  'ElementOf', 'ElementType', 'Extent', 'FOREGROUND_BLUE', 'FOREGROUND_GREEN', 'FOREGROUND_INTENSITY',
  'FOREGROUND_RED', 'FloatStyle', 'GetStdHandle', 'HashIterator', 'HashTable', 'GetTickCount', 'GetTickCount64', 'IStream', 'Index', 'indexIn',
  'IndexOperator', 'InvalidArgument', 'InvalidComputeDomain', 'IteratorPair', 'Kernel', 'KernelData',
  'KernelSourceLines', 'LargeInteger', 'LengthError', 'LinearCongruentialEngine', 'List', 'ListIterator',
  'LogicError', 'Mt19937', 'Mt19937_64', 'NPOS', 'NormalDistribution', 'OStream', 'OutOfMemory',
  'OutOfRange', 'OutputSink', 'OverflowError', 'Pair', 'Pointer', 'PrintfArg', 'PrintfError',
  'PriorityQueue', 'ProgramExit', 'QueryPerformanceCounter', 'QueryPerformanceFrequency', 'Queue',
  'RAND_MAX', 'RandomDevice', 'RandomEngine', 'RandomEngine64', 'AnyRandomEngine', 'RangeError_', 'ReferenceWrapper', 'ReverseIterator',
  'RuntimeError', 'RuntimeException', 'SMALL_RECT', 'STD_ERROR_HANDLE', 'STD_INPUT_HANDLE',
  'STD_OUTPUT_HANDLE', 'ScalarKind', 'StringStream', 'SetConsoleScreenBufferSize', 'SetConsoleTextAttribute',
  'SetConsoleWindowInfo', 'SharedPtr', 'ShortVector', 'ShortVectorOp', 'ShortVectorScalar', 'Sleep',
  'SortedTree', 'Stack', 'shuffleRange', 'randomShuffleRange', 'replaceIf', 'StdException', 'SystemError', 'Texture', 'TextureData', 'Thread', 'ThreadId',
  'Thrown', 'escapedNoexcept', 'TiledExtent', 'TimePoint', 'TransferCounters', 'TreeIterator', 'TypedArray', 'UnderflowError',
  'UniformInt64Distribution', 'UniformIntDistribution', 'UniformRealDistribution', 'UniquePtr', 'Vector', 'WritableElements', 'abort',
  'accumulate', 'allOf', 'anyOf', 'assertFail', 'assignArray', 'atof', 'atoi', 'atol', 'binarySearch',
  'bool32', 'bsearch', 'bsearchObjects', 'cArgv', 'cString', 'cerr', 'charArray', 'charToString', 'cin',
  'clamp', 'clock', 'copy', 'copyFromHost', 'copyN', 'copyFunction', 'copyToHost', 'copyValue', 'exceptionWhat', 'countIf', 'cout', 'currentThreadId',
  'deleteObjects', 'destroyThreads', 'div', 'div_t', 'elementObject', 'hashDouble', 'hashFloat', 'hashIntegral', 'hashString', 'elementPointer', 'elementStride',
  'enterTry', 'equalRanges', 'exit', 'fflush', 'fillN', 'fillRange', 'findIf', 'finishOutput', 'float32',
  'float64', 'floatFromInt64', 'flushAll', 'forEach', 'formatDouble', 'formatPrintf', 'fprintf', 'fputc',
  'fputs', 'generate', 'generateCanonical', 'getDevice', 'greater', 'hardwareConcurrency', 'indexArithmetic',
  'innerProduct', 'innerProductWith', 'int32', 'int64Abs', 'int64FromDouble', 'iota', 'isSorted', 'isalnum',
  'isalpha', 'isblank', 'iscntrl', 'isdigit', 'isgraph', 'islower', 'isprint', 'ispunct', 'isspace',
  'istringstream', 'isupper', 'isxdigit', 'ldiv', 'ldiv_t', 'leaveTry', 'less', 'lessValue', 'linearIndex',
  'lldiv', 'lldiv_t', 'lowerBound', 'maxElement', 'minElement', 'minmaxElement', 'minstdRand', 'minstdRand0',
  'newObjects', 'nonEmptyFunction', 'noneOf', 'objectAt', 'objectIn', 'objectDistance', 'parallelForEach', 'partialSum',
  'printf', 'putchar', 'puts', 'qsort', 'qsortObjects', 'rand', 'removeIf', 'resetConsoleColor',
  'resetTransferCounters', 'reverseBase', 'reverseIterator', 'reverseIteratorAt', 'reverseRange',
  'reversedElements', 'stringCharacters', 'stringFromRange', 'replaceCharacters', 'eraseCharacters', 'insertCharacters', 'runProgram', 'samePointer', 'setColorEnabled', 'setErrorSink',
  'setOutputSink', 'setProgramName', 'shortVectorElement', 'shutdown', 'sizeOrNpos', 'sleepFor', 'snprintf',
  'sortRange', 'sprintf', 'srand', 'stableSortRange', 'steadyNow', 'strcat', 'strcmp', 'strcpy',
  'stringCompare', 'stringFind', 'stringOf', 'stringRfind', 'stringToFloat', 'stringToInteger', 'stringToUnsigned', 'strlen',
  'strncmp', 'strncpy', 'strtod', 'strtof', 'strtol', 'strtoul', 'structType', 'arrayType', 'substr', 'svCast',
  'svScalar', 'systemNow', 'time', 'tolower', 'toupper', 'transferCounters', 'transform', 'transformBinary',
  'uint32', 'uint64FromDouble', 'unique', 'unwinds', 'upperBound', 'vectorAssign', 'vectorEqual', 'vectorErase',
  'vectorLess', 'vectorRangeCheck', 'vectorResize', 'vectorSwap', 'wcerr', 'wcout', 'withChar', 'writeBack',
  'writeBackVector', 'yieldThread', 'UnsupportedFeature', 'equalTo', 'notEqualTo', 'rangeEnd',
];
