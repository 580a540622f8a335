export { useActorSnapshot } from './use-actor-snapshot';
export { createScreenRegistry, metaOf, ScreenTwiceError } from './screen-registry';
export type { ScreenEntry, ScreenEvent, ScreenProps, ScreenRegistry, Resolution } from './screen-registry';
export { JourneyScreen } from './journey-screen';
export { FallbackScreen } from './fallback-screen';
export { stepForPath, pathOfSnapshot } from './journey-location';
export { stepWork, wizardContext, type StepError } from './step-work';
export { useChildJourney, type ChildJourney } from './use-child-journey';
