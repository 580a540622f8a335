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
 * The name of a guard, action, actor or delay in the engine's registry.
 */
export type BehaviourName = string;
export type Transitions = TransitionDefinition | [TransitionDefinition, ...TransitionDefinition[]];
export type TransitionDefinition = string | TransitionObject;
export type GuardRef = BehaviourName | NegatedGuard;

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
  description?: string;
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
  guard?: GuardRef;
  actions?: BehaviourName[];
  description?: string;
}
export interface NegatedGuard {
  not: BehaviourName;
}
export interface InvokeDefinition {
  src: BehaviourName;
  onDone?: Transitions;
  onError?: Transitions;
}
