import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ScreenProps } from '../../../renderer';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { withMessages } from '../../i18n/screen-messages';
import { catalogMessages } from './messages';
import { journeyData } from '../../journey/journey-data';
import { addonTotal, eligibleChoice, toggleAddon } from './addon-choice';
import { formatPrice } from '../../i18n/format';
import { usePriceFormat } from './catalog-queries';
import { Price, StepActions } from './catalog-parts';
import { LoadProblem, Loading } from '../../ui/feedback';
import { OnceDrawn } from '../../ui/once-drawn';
import { MessageText } from '../../ui/message-text';
import { StepFrame } from '../../ui/step-frame';
import { ChoiceCard, ChoiceCards } from '../../ui/choice-cards';

function AddonSelection({ snapshot, send }: ScreenProps) {
  const data = journeyData('onboarding', snapshot);
  const format = usePriceFormat();
  const planId = data.planId ?? '';
  const offered = useEndpointQuery('GET_ELIGIBLE_ADDONS', { query: { planId } });
  const [chosen, setChosen] = useState<string[]>(data.addons ?? []);
  const valid = offered.data ? eligibleChoice(chosen, offered.data) : chosen;

  const toggle = (id: string, on: boolean) => {
    const next = toggleAddon(valid, id, on);
    setChosen(next);
    send({ type: 'UPDATE', data: { addons: next } });
  };

  return (
    <StepFrame titleDomId="addon-title" className="addon-selection" titleId="addon_title">
      {offered.isPending ? (
        <Loading />
      ) : offered.isError ? (
        <LoadProblem onRetry={() => void offered.refetch()} />
      ) : offered.data.length === 0 ? (
        <MessageText id="addon_none" role="status" />
      ) : (
        <ChoiceCards legend={<FormattedMessage id="step_title_addonSelection" />} className="addon-list">
          {offered.data.map((addon) => (
            <ChoiceCard key={addon.id} type="checkbox" checked={valid.includes(addon.id)} onChange={(on) => toggle(addon.id, on)} label={addon.name} price={<Price text={formatPrice(addon.price.amount, format)} />} />
          ))}
        </ChoiceCards>
      )}
      {/* The total and the actions come with the add-ons: under the loading note the cards pushed them down. */}
      <OnceDrawn>
        <p aria-live="polite">
          <FormattedMessage id="total_inc_tax" />: <Price text={formatPrice(addonTotal(data.planPrice, valid, offered.data ?? []), format)} />
        </p>
        <StepActions onBack={() => send({ type: 'BACK' })} onNext={() => send({ type: 'NEXT', data: { addons: valid } })} canNext={!offered.isPending} />
      </OnceDrawn>
    </StepFrame>
  );
}

/** The onboarding step 'addonSelection' (/web/addon-selection): eligible add-ons of the chosen plan. */
const AddonSelectionScreen = withMessages(catalogMessages, AddonSelection);
export default AddonSelectionScreen;
