// wrangler bundles `.wasm` imports as compiled WebAssembly modules (Workers cannot compile wasm
// from bytes at run time).
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
