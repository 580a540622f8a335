import '../ui/ui.css';
import './design-page.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, FormattedMessage, RawIntlProvider, useIntl } from 'react-intl';
import { createActor, createMachine } from 'xstate';
import { withLiterals } from '../i18n/literal-messages';
import { shellMessages, type Language } from '../i18n/shell-messages';
import { WizardProgress } from '../journey/wizard-progress';
import { AllowanceRing } from '../ui/allowance-ring';
import { BackLink } from '../ui/back-link';
import { Badge, Button } from '../ui/button';
import { ChoiceCard, ChoiceCards, RadioCards } from '../ui/choice-cards';
import { Checkbox } from '../ui/checkbox';
import { SegmentedControl } from '../ui/segmented-control';
import { Dialog, Toast } from '../ui/dialog';
import { LoadProblem, Loading, Notice } from '../ui/feedback';
import { Icon } from '../ui/icon';
import { IconActions } from '../ui/icon-actions';
import * as shellIcons from '../ui/icons';
import * as accountIcons from '../ui/account-icons';
import { ListRow, ListRows } from '../ui/list-row';
import { Ltr } from '../ui/price';
import { TextField } from '../ui/text-field';
import { Timeline } from '../ui/timeline';
import { designMessages } from './design-messages';
import { MessageText } from '../ui/message-text';

/** Every icon of the set, the entry's and the account pages' (the gallery below draws them all). */
const ICONS = { ...shellIcons, ...accountIcons };

/** The colour roles shown as swatches: one accent per meaning (src/theme/tokens.css). */
const SWATCHES = ['brand', 'brand-soft', 'accent', 'text', 'text-muted', 'surface', 'page', 'border-strong', 'info', 'success', 'warning', 'danger', 'focus'] as const;

/** A wizard on its third step of five (the purchase's own step names), for the stepper. */
const STEPS = ['connectionDetails', 'personalDetails', 'addressDetails', 'orderSummary', 'payment'] as const;
function useSampleWizard() {
  return useMemo(() => {
    const machine = createMachine({
      context: { way: [...STEPS], current: STEPS[2] },
      initial: STEPS[2],
      states: Object.fromEntries(STEPS.map((s) => [s, { meta: { screen: s } }])),
    });
    return createActor(machine).start();
  }, []);
}

const cache = createIntlCache();

/** One language's gallery, in its own direction and words (the shell's and this page's). */
function Gallery({ language }: { language: Language }) {
  const outer = useIntl();
  const intl = useMemo(
    () => createIntl({ locale: language === 'ur' ? 'ur-PK' : 'en-PK', messages: withLiterals({ ...shellMessages[language], ...designMessages[language] }) as Record<string, string>, onError: outer.onError }, cache),
    [language, outer.onError],
  );
  return (
    <RawIntlProvider value={intl}>
      {/* data-showcase: the gallery shows the loading indicators as samples; a tool waiting for a page to finish
          loading (scripts/visit-scripts.ts) looks past them. */}
      <div className="design-gallery stack" dir={language === 'ur' ? 'rtl' : 'ltr'} lang={language} data-language={language} data-showcase="">
        <GalleryBody id={language} />
      </div>
    </RawIntlProvider>
  );
}

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section className="card stack design-section">
      <h2>
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </section>
  );
}

function GalleryBody({ id }: { id: string }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const [number, setNumber] = useState<'NEW' | 'PORT_IN'>('NEW');
  const [extras, setExtras] = useState({ data: true, minutes: false });
  const [sim, setSim] = useState<'physical' | 'esim'>('physical');
  const [filter, setFilter] = useState<'all' | 'monthly' | 'weekly' | 'annual'>('monthly');
  const [saveCard, setSaveCard] = useState(true);
  const [terms, setTerms] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [toast, setToast] = useState(false);
  const wizard = useSampleWizard();
  return (
    <>
      <MessageText id="design_direction" className="design-direction" />
      <Section titleId="design_tokens">
        <ul className="design-swatches">
          {SWATCHES.map((s) => (
            <li key={s}>
              <span className="design-swatch" style={{ background: `var(--color-${s})` }} />
              <code dir="ltr">{s}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section titleId="design_icons">
        <ul className="design-icons">
          {Object.entries(ICONS).map(([name, paths]) => (
            <li key={name} title={name}>
              <Icon paths={paths} />
            </li>
          ))}
        </ul>
      </Section>
      <Section titleId="design_buttons">
        <div className="design-row">
          <Button>{t('design_primary')}</Button>
          <Button variant="secondary">{t('design_secondary')}</Button>
          <Button variant="ghost">{t('design_ghost')}</Button>
          <Button variant="danger">{t('design_danger')}</Button>
        </div>
        <Button disabledReason={t('design_disabled_reason')} reasonId={`${id}-design-reason`}>
          {t('design_primary')}
        </Button>
      </Section>
      <Section titleId="design_badges">
        <div className="design-row">
          <Badge tone="success">{t('design_badge_active')}</Badge>
          <Badge tone="warning">{t('design_badge_waiting')}</Badge>
          <Badge tone="danger">{t('design_badge_blocked')}</Badge>
          <Badge tone="accent">{t('design_badge_new')}</Badge>
          <Badge tone="info">{t('design_price')}</Badge>
        </div>
      </Section>
      <Section titleId="design_choices">
        <RadioCards
          legend={t('design_number_legend')}
          name={`${id}-number`}
          value={number}
          onChange={setNumber}
          options={[
            { value: 'NEW', label: t('design_new_number'), description: t('design_new_number_hint') },
            { value: 'PORT_IN', label: t('design_port_in'), description: t('design_port_in_hint') },
          ]}
        />
        <ChoiceCards legend={t('design_extras_legend')} layout="grid">
          <ChoiceCard type="checkbox" checked={extras.data} onChange={(on) => setExtras({ ...extras, data: on })} label={t('design_extra_data')} price={<Ltr text="Rs 300" />} />
          <ChoiceCard type="checkbox" checked={extras.minutes} onChange={(on) => setExtras({ ...extras, minutes: on })} label={t('design_extra_minutes')} price={<Ltr text="Rs 150" />} />
        </ChoiceCards>
      </Section>
      <Section titleId="design_segmented">
        <SegmentedControl legend={t('design_sim_legend')} name={`${id}-sim`} value={sim} onChange={setSim} options={[{ value: 'physical', label: t('design_physical') }, { value: 'esim', label: t('design_esim') }]} />
        <SegmentedControl
          legend={t('design_filter_legend')}
          name={`${id}-filter`}
          wrap
          value={filter}
          onChange={setFilter}
          options={(['all', 'monthly', 'weekly', 'annual'] as const).map((f) => ({ value: f, label: t(`design_filter_${f}`) }))}
        />
      </Section>
      <Section titleId="design_checkbox">
        <Checkbox id={`${id}-save-card`} checked={saveCard} onChange={setSaveCard} label={t('design_checkbox_save')} hint={t('design_checkbox_save_hint')} />
        <Checkbox id={`${id}-terms`} checked={terms} onChange={setTerms} label={t('design_checkbox_terms')} error={!terms && t('design_checkbox_terms_error')} />
        <Checkbox id={`${id}-disabled`} checked disabled onChange={() => undefined} label={t('design_checkbox_save')} />
      </Section>
      <Section titleId="design_field">
        <div className="design-field-row">
          <TextField id={`${id}-promo`} label={t('design_field_label')} dir="ltr" />
          <Button variant="secondary">{t('design_apply')}</Button>
        </div>
      </Section>
      <Section titleId="design_rows">
        <ListRows>
          <ListRow icon={ICONS.iconUser} title={t('design_row_details')} hint={t('design_row_details_hint')} href="/design" />
          <ListRow icon={ICONS.iconCard} title={t('design_row_cards')} href="/design" />
          <ListRow icon={ICONS.iconSignOut} title={t('design_row_sign_out')} tone="danger" onClick={() => undefined} />
        </ListRows>
      </Section>
      <Section titleId="design_actions">
        <IconActions
          label={t('design_actions')}
          items={[
            { key: 'recharge', href: '/design', icon: ICONS.iconWallet, label: t('design_action_recharge') },
            { key: 'bundles', href: '/design', icon: ICONS.iconBundle, label: t('design_action_bundles') },
            { key: 'usage', href: '/design', icon: ICONS.iconChart, label: t('design_action_usage') },
            { key: 'history', href: '/design', icon: ICONS.iconHistory, label: t('design_action_history') },
          ]}
        />
      </Section>
      <Section titleId="design_rings">
        <AllowanceRing icon={ICONS.iconData} left={7.5} total={10} label={<><strong>{t('design_ring_data')}</strong> {t('design_ring_data_left')}</>} expiry={t('design_ring_expiry')} />
        <AllowanceRing icon={ICONS.iconPhone} left={40} total={300} label={<><strong>{t('design_ring_minutes')}</strong> {t('design_ring_minutes_left')}</>} expiry={t('design_ring_expiry')} />
      </Section>
      <Section titleId="design_timeline">
        <Timeline
          label={t('design_timeline')}
          stateWords={{ done: t('design_state_done'), current: t('design_state_current'), upcoming: t('design_state_upcoming') }}
          items={[
            { key: 'placed', state: 'done', title: t('design_timeline_placed'), when: <Ltr text="28/11/2026" /> },
            { key: 'shipped', state: 'current', title: t('design_timeline_shipped'), when: <Ltr text="29/11/2026" /> },
            { key: 'delivered', state: 'upcoming', title: t('design_timeline_delivered') },
          ]}
        />
      </Section>
      <Section titleId="design_stepper">
        {/* A specimen: the route sweep holds only a wizard step's own stepper to its journey (tests/e2e/support/layout-checks.ts). */}
        <div data-specimen="">
          <WizardProgress actor={wizard} />
        </div>
      </Section>
      <Section titleId="design_feedback">
        <Notice kind="success" messageId="design_notice" />
        <LoadProblem messageId="design_problem" retryId="design_retry" onRetry={() => undefined} />
        <Loading id="design_loading" />
        <BackLink href="/design">{t('design_back')}</BackLink>
      </Section>
      <Section titleId="design_dialog">
        <div className="design-row">
          <Button variant="secondary" onClick={() => setDialog(true)}>
            {t('design_open_dialog')}
          </Button>
          <Button variant="ghost" onClick={() => setToast(true)}>
            {t('design_show_toast')}
          </Button>
        </div>
        {dialog && (
          <Dialog titleId={`${id}-dialog-title`} title={t('design_dialog_title')} onClose={() => setDialog(false)} closeLabel={t('design_close')} sheet>
            <p>{t('design_dialog_body')}</p>
            <div className="design-row">
              <Button variant="danger" onClick={() => setDialog(false)}>
                {t('design_danger')}
              </Button>
              <Button variant="secondary" data-autofocus onClick={() => setDialog(false)}>
                {t('design_keep')}
              </Button>
            </div>
          </Dialog>
        )}
        <Toast open={toast} onClose={() => setToast(false)} closeLabel={t('design_close')}>
          {t('design_toast')}
        </Toast>
      </Section>
    </>
  );
}

/**
 * /design (issue 46): the design system's catalogue, every src/ui component in English left to right beside Urdu
 * right to left. Not linked from the customer's navigation and kept out of search engines (noindex); the
 * screenshots cover it like every route (src/routes/fixed-routes.ts).
 */
export default function DesignPage() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  const intl = useIntl();
  const language: Language = intl.locale.startsWith('ur') ? 'ur' : 'en';
  const words = designMessages[language];
  return (
    <section aria-labelledby="design-title" className="design-page stack">
      <h1 id="design-title">{words.design_title}</h1>
      <p>{words.design_lead}</p>
      <div className="design-columns">
        <Gallery language="en" />
        <Gallery language="ur" />
      </div>
    </section>
  );
}
