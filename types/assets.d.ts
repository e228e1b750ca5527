/** Images imported by the apps resolve to their emitted URL (rspack asset/resource). */
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Fonts the PDF exports embed: their emitted URL, fetched when a PDF needs them. */
declare module '*.ttf' {
  const url: string;
  export default url;
}
