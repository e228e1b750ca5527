/** Images imported by the apps resolve to their emitted URL (rspack asset/resource). */
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
