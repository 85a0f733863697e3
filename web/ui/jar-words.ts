// The words a shared jar's pages and the stamp picker say while they read: a module of strings alone,
// so the drawn jar page carries no more than the words it shows.

export const JAR_LOADING = "꿀단지를 불러오는 중이에요";
export const JAR_LOAD_FAILED = "꿀단지를 불러오지 못했어요.";
export const STAMPS_LOADING = "꿀도장을 불러오는 중이에요";
export const STAMPS_LOAD_FAILED = "꿀도장을 불러오지 못했어요.";
