import type { ReactNode } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { joinMessages } from '../../i18n/screen-messages';
import { ManagePage } from '../lines';
import { eligibilityMessages, requestNames, requestWords } from '../service-requests';
import { terminationMessages } from './messages';
import { journeyData } from '../../journey/journey-data';
import { MessageText } from '../../ui/message-text';

/** The termination's words and what it shows of the requests' (why not, a request's name, back to the hub), not the hub's whole catalogue. */
const messages = joinMessages(eligibilityMessages, requestNames, requestWords, terminationMessages);

/** What the termination steps keep: the type generated from schemas/journey-data/termination.schema.json. */
export type { TerminationData } from '../../../schemas/generated/journey-data/termination';

export const terminationData = (snapshot: AnyMachineSnapshot) => journeyData('termination', snapshot);

/** A termination step's page: title, "step n of 3", content. */
export function TerminationPage({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  return (
    <ManagePage titleId="term_title" leadId="term_lead" messages={messages}>
      <MessageText id="term_step" values={{ n: step }} className="hint" />
      {children}
    </ManagePage>
  );
}
