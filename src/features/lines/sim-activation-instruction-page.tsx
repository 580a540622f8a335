import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useEndpointQuery } from '../../api/use-endpoint-query';
import { ManagePage, Num } from './line-parts';
import { activationMessages } from './activation-messages';
import { SimCardPicture } from './sim-card-picture';
import { MessageLink } from '../../ui/message-text';

const STEPS = [1, 2, 3, 4, 5];

function Steps({ kind }: { kind: 'sim' | 'esim' }) {
  return (
    <section className="card stack" aria-labelledby={`instruction-${kind}`}>
      <h2 id={`instruction-${kind}`}>
        <FormattedMessage id={`instruction_${kind}_heading`} />
      </h2>
      <ol className="steps">
        {STEPS.map((n) => (
          <li key={n}>
            <FormattedMessage id={`instruction_${kind}_${n}`} />
          </li>
        ))}
      </ol>
      {kind === 'sim' && <SimCardPicture />}
      <p>
        {kind === 'sim' ? (
          <MessageLink href="/manage/sim-activation" id="go_activation" />
        ) : null}
      </p>
      {kind === 'esim' && <EsimOrders />}
    </section>
  );
}

/** Links to the orders of the customer's eSIM lines, where the QR code and activation code are shown. */
function EsimOrders() {
  const lines = useEndpointQuery('GET_LINES');
  const esims = lines.data?.filter((l) => l.simType === 'esim' && l.status !== 'Inactive') ?? [];
  if (!esims.length) return null;
  return (
    <ul>
      {esims.map((l) => (
        <li key={l.orderRef}>
          <Link href={`/manage/order?order_ref=${l.orderRef}`}>
            <FormattedMessage id="open_order" /> (<Num msisdn={l.number} />)
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /manage/sim-activation-instruction: what to do with a SIM card or an eSIM, step by step. */
export default function SimActivationInstructionPage() {
  return (
    <ManagePage titleId="instruction_title" messages={activationMessages}>
      <Steps kind="sim" />
      <Steps kind="esim" />
    </ManagePage>
  );
}
