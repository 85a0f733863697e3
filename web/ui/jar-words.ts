// The words a shared jar's pages and the stamp picker say while they read. Strings alone: the build
// writes each where it is shown (vite.config.ts, inlineConst), so this module is no chunk or import.

export const JAR_LOADING = "꿀단지를 불러오는 중이에요";
export const JAR_LOAD_FAILED = "꿀단지를 불러오지 못했어요.";
export const STAMPS_LOADING = "꿀도장을 불러오는 중이에요";
export const STAMPS_LOAD_FAILED = "꿀도장을 불러오지 못했어요.";
