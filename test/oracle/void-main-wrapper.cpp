// The docs' TilingDescription listing declares `void main()`, which MSVC
// accepts and g++ rejects. run-oracle.sh compiles such a sample with
// -Dmain=amp_main and links this file, which supplies the real entry point.
void amp_main();

int main() {
  amp_main();
  return 0;
}
