/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT.
 * Source: schemas/journey.schema.json. Regenerate with `npm run gen`.
 */

/**
 * A journey: either an ordered wizard of steps (NEXT/BACK/GOTO) or a general state machine. Behaviour is named by string only; the engine's registry holds the code.
 */
export type JourneyDefinition = WizardJourney | MachineJourney;
export type JourneyId = string;
/**
 * Locale key groups the step's screen needs.
 */
export type LocaleModules = string[];
/**
 * A camelCase name.
 */
export type Identifier = string;
/**
 * The journey data this step reads to work: top-level keys of schemas/journey-data/<journey id>.schema.json. journeys:check refuses the step placed before a step that provides one. Absent: none.
 */
export type DataKeys = Identifier[];
/**
 * The journey data this step gives when the customer leaves it (its screen's Next, its work's output, its child journey's output): top-level keys of the journey's data schema. Absent: none.
 */
export type DataKeys1 = Identifier[];
/**
 * The page frame around a route (header, footer). A wizard's layout applies to every step ('main' when absent); a step's own layout overrides it (a payment step).
 */
export type LayoutName =
  'main' | 'main-with-auth' | 'no-footer' | 'no-header-footer' | 'payment' | 'loyalty' | 'auth-no-footer';
export type StepOutcomes = StepOutcome | StepOutcome[];
/**
 * Taken only when this guard holds (checked in order; the first that holds wins).
 */
export type GuardRef = BehaviourName | NegatedGuard;
/**
 * The name of a guard, action, actor or delay in the engine's registry.
 */
export type BehaviourName = string;
/**
 * The key of a text in the journey's words, journeys/content/<journey id>.en.json and .ur.json (both languages).
 */
export type ContentKey = string;
export type Transitions = TransitionDefinition | [TransitionDefinition, ...TransitionDefinition[]];
export type TransitionDefinition = string | TransitionObject;
export type GuardRef1 = BehaviourName | NegatedGuard;

export interface WizardJourney {
  $schema?: string;
  id: JourneyId;
  kind: 'wizard';
  description?: string;
  localeModules?: LocaleModules;
  /**
   * @minItems 1
   */
  steps: [WizardStep, ...WizardStep[]];
  /**
   * Where the app goes when NEXT leaves the last step.
   */
  completePath?: string;
  layout?: LayoutName;
  /**
   * Every step needs a signed-in customer (SPEC §2 authentication gate); false when absent.
   */
  auth?: boolean;
  /**
   * Paths of steps removed from the journey. Each stays a route of the journey: a customer who bookmarked it, or whose saved progress was there, lands on the nearest step that still exists (docs/decisions/2026-11-28-journey-edits-and-customers-in-flight.md).
   */
  formerPaths?: string[];
}
export interface WizardStep {
  name: Identifier;
  /**
   * The URL path of the step; must start with '/'.
   */
  path: string;
  /**
   * A camelCase name.
   */
  screen?: string;
  localeModules?: LocaleModules;
  /**
   * Guard that, when true, skips this step in both directions.
   */
  skip?: string;
  needs?: DataKeys;
  provides?: DataKeys1;
  description?: string;
  layout?: LayoutName;
  invoke?: StepInvoke;
  child?: StepChild;
  content?: StepContent;
}
/**
 * The work of a step: when the customer continues (NEXT), the named actor runs with the named input; its output is merged into the journey's data.
 */
export interface StepInvoke {
  /**
   * An actor of the registry (engine/behaviours/actors.ts).
   */
  src: string;
  /**
   * An input mapper of the registry (engine/behaviours/inputs.ts): what the actor receives from the journey's data and the NEXT event. Absent: the data with the event's data merged over it.
   */
  input?: string;
  description?: string;
  gate?: StepGate;
  onDone?: StepOutcomes;
  onError?: StepOutcomes;
}
/**
 * What Next needs before the step's work runs: unless the guard holds (e.g. the customer is signed in), the step waits in `<step>:gated` (tag `gated`, same screen and path), where the screen asks for it (e.g. the guest verification); a Next there runs the work once the guard holds, CANCEL comes back to the step.
 */
export interface StepGate {
  /**
   * A guard of the registry that lets the work run at once.
   */
  guard: string;
  description?: string;
}
export interface StepOutcome {
  guard?: GuardRef;
  /**
   * A camelCase name.
   */
  target?: string;
  description?: string;
}
export interface NegatedGuard {
  not: BehaviourName;
}
/**
 * A child journey the step hosts: it starts when the step is entered (again on every entry), the step's screen shows it, and when it ends in a final state named in onDone its output is merged into the journey's data and the journey moves on (or to the named step). Ending in any other final state keeps the step, which shows how the child ended.
 */
export interface StepChild {
  /**
   * The id of a machine journey under journeys/.
   */
  journey: string;
  /**
   * The name of a guard, action, actor or delay in the engine's registry.
   */
  input?: string;
  description?: string;
  /**
   * @minItems 1
   */
  onDone: [ChildOutcome, ...ChildOutcome[]];
}
export interface ChildOutcome {
  /**
   * A camelCase name.
   */
  endedIn: string;
  /**
   * A camelCase name.
   */
  target?: string;
}
/**
 * An informational step, drawn by the one content screen with Back and Continue: no code and no screen to register. Every text is a key of the journey's words files.
 */
export interface StepContent {
  title: ContentKey;
  body: ContentKey;
  image?: ContentImage;
  /**
   * Points shown as a list under the body, in order.
   *
   * @minItems 1
   */
  list?: [ContentKey, ...ContentKey[]];
  /**
   * @minItems 1
   */
  links?: [ContentLink, ...ContentLink[]];
  buttons?: ContentButtons;
}
export interface ContentImage {
  /**
   * An image of the app's public folder, e.g. /images/sim-guide.webp.
   */
  src: string;
  alt: ContentKey;
}
export interface ContentLink {
  text: ContentKey;
  /**
   * A path of the app, or an https address (opened in a new tab).
   */
  href: string;
}
/**
 * Words of the step's own Continue and Back buttons; the journey's usual ones when absent.
 */
export interface ContentButtons {
  next?: ContentKey;
  back?: ContentKey;
}
export interface MachineJourney {
  $schema?: string;
  id: JourneyId;
  kind: 'machine';
  description?: string;
  localeModules?: LocaleModules;
  initial: Identifier;
  /**
   * Initial context; input given at start is merged over it.
   */
  context?: {
    [k: string]: unknown | undefined;
  };
  states: {
    [k: string]: StateDefinition | undefined;
  };
  /**
   * The name of a guard, action, actor or delay in the engine's registry.
   */
  output?: string;
}
export interface StateDefinition {
  description?: string;
  type?: 'final';
  /**
   * A camelCase name.
   */
  screen?: string;
  /**
   * The state is transient or invisible; no screen needed.
   */
  screenless?: true;
  tags?: Identifier[];
  entry?: BehaviourName[];
  exit?: BehaviourName[];
  on?: {
    [k: string]: Transitions | undefined;
  };
  /**
   * Delayed transitions keyed by a named delay of the registry.
   */
  after?: {
    [k: string]: Transitions | undefined;
  };
  always?: Transitions;
  invoke?: InvokeDefinition;
}
export interface TransitionObject {
  target?: Identifier;
  guard?: GuardRef1;
  actions?: BehaviourName[];
  description?: string;
}
export interface InvokeDefinition {
  src: BehaviourName;
  /**
   * The name of a guard, action, actor or delay in the engine's registry.
   */
  input?: string;
  onDone?: Transitions;
  onError?: Transitions;
}
