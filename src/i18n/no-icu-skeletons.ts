/**
 * Stands in for @formatjs/icu-skeleton-parser in the shipped build (an alias in vite.config.ts): the skeleton
 * parser was about 8 KiB (brotli) of every page's first chunk, and no message of the app uses an ICU skeleton
 * (a number, date or time argument whose style starts with `::`); tests/src/i18n/no-icu-skeletons.test.ts holds every
 * bundled and seeded message to that. A message that did would fail to format (react-intl's onError, the message
 * id shown) instead of formatting wrongly. Numbers and dates are formatted with named styles or in code
 * (src/i18n/format.ts).
 */
function refuse(): never {
  throw new Error('ICU skeletons (::) are not in this build (src/i18n/no-icu-skeletons.ts)');
}

/** The message parser turns this throw into its own INVALID_NUMBER_SKELETON error. */
export const parseNumberSkeletonFromString: (skeleton: string) => never = refuse;
export const parseNumberSkeleton: (tokens: unknown) => never = refuse;
export const parseDateTimeSkeleton: (skeleton: string) => never = refuse;
