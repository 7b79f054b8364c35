// Leaflet's ES module build (the package's `main` is the UMD build); same API as `leaflet`.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
