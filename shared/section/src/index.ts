export * from './section';
export { preloadableLazy, type PreloadableLazy } from './preloadableLazy';
