/** Sema of <string> and <sstream> on the host (src/library/string.ts, sstream.ts, src/sema/string-operators.ts). */
import { checkClean, checkSource } from '../sema/helpers.js';
import { typeToString } from '../../src/sema/types.js';
import type { Program } from '../../src/sema/program.js';

const headers = '#include <string>\n#include <sstream>\n#include <iostream>\n';

function errors(body: string): string[] {
  return checkSource(`${headers}int main() { ${body} return 0; }`).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);
}

function mainVarTypes(program: Program): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of program.main!.body!.statements) if (s.kind === 'VarDecl') out[s.variable.name] = typeToString(s.variable.type);
  return out;
}

test('conversions and members have their C++ types (size_t is unsigned long, as under g++ on Linux)', () => {
  const p = checkClean(`${headers}int main() {
  std::string s = "12";
  auto i = std::stoi(s);
  auto ll = std::stoll(s);
  auto ul = std::stoul(s);
  auto ull = std::stoull(s);
  auto f = std::stof(s);
  auto d = std::stod(s);
  auto t = std::to_string(1.5f);
  auto pos = s.find('2');
  auto sub = s.substr(1);
  auto cmp = s.compare(sub);
  auto less = s < sub;
  auto cat = s + 'x';
  auto npos = std::string::npos;
  std::ostringstream out;
  auto text = out.str();
  return 0;
}`);
  expect(mainVarTypes(p)).toEqual({
    s: 'std::string', i: 'int', ll: 'long long', ul: 'unsigned long', ull: 'unsigned long long', f: 'float', d: 'double', t: 'std::string', pos: 'unsigned long', sub: 'std::string',
    cmp: 'int', less: 'bool', cat: 'std::string', npos: 'unsigned long', out: 'std::ostringstream', text: 'std::string',
  });
});

test('two literals stay C pointers, and appending needs a plain std::string place', () => {
  expect(errors('bool b = "a" < "b";')).toEqual(["operand-type: invalid operands to binary '<' ('std::string' and 'std::string')"]);
  // A std::string made from a literal is no literal.
  expect(errors('std::string t = std::string("a") + "b"; bool e = std::string("q") == "q", l = "a" < std::string("b");')).toEqual([]);
  expect(errors('std::string s; s.substr(0) += "x";')).toEqual(['not-assignable: expression is not assignable']);
  expect(errors('std::string s; int n = 2; s += n;')).toEqual([]);
});

test('string stream forms ampc leaves out say so', () => {
  expect(errors('std::stringstream s; s << 1; int x; s >> x; bool ok = static_cast<bool>(s);')).toEqual([]);
  expect(errors('std::string s; std::ostringstream o; std::getline(o, s);')).toEqual([
    "unsupported-library: 'std::getline' is supported by ampc as getline(std::cin, a std::istringstream or a std::stringstream, a std::string variable[, a constant char])",
  ]);
  // A delimiter that is not a constant char is refused; a constant one is read.
  expect(errors("std::string s; std::istringstream in(\"a,b\"); std::getline(in, s, ','); std::getline(std::cin, s, '\\t');")).toEqual([]);
  expect(errors("std::string s; char c = ','; std::istringstream in(\"a,b\"); std::getline(in, s, c);")[0]).toMatch(/^unsupported-library: 'std::getline' is supported by ampc as/);
  // The position is a size_t*, as in C++: an int* does not convert to it.
  expect(errors('std::string s; std::size_t at; int i = std::stoi(s, &at, 16) + std::stoi(s, nullptr, 0) + std::stoi(s, 0);')).toEqual([]);
  expect(errors('std::string s; int at; int i = std::stoi(s, &at);')[0]).toMatch(/^no-matching-function: no matching function for call to 'stoi/);
  expect(errors('std::string s; double d = std::stod(s, nullptr, 10);')[0]).toMatch(/^no-matching-function: no matching function for call to 'stod/);
});
