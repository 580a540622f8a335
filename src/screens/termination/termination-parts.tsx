import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AnyMachineSnapshot } from 'xstate';
import type { AreaMessages } from '../../i18n/screen-messages';
import { ManagePage } from '../../shared/lines/line-parts';
import { requestMessages } from '../../shared/service-requests/messages';
import { terminationMessages } from './messages';

const messages: AreaMessages = { en: { ...requestMessages.en, ...terminationMessages.en }, ur: { ...requestMessages.ur, ...terminationMessages.ur } };

/** What the termination steps keep in the wizard's data. */
export interface TerminationData {
  number?: string;
  reasonId?: string;
  feedback?: string;
  requestId?: string;
}

export const terminationData = (snapshot: AnyMachineSnapshot): TerminationData => ((snapshot.context as { data?: TerminationData }).data ?? {});

/** A termination step's page: title, "step n of 3", content. */
export function TerminationPage({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  return (
    <ManagePage titleId="term_title" messages={messages}>
      <p className="hint">
        <FormattedMessage id="term_step" values={{ n: step }} />
      </p>
      {children}
    </ManagePage>
  );
}
