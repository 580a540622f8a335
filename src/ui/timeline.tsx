import './ui.css';
import type { ReactNode } from 'react';
import { Icon } from './icon';
import { iconCheck } from './icons';

export interface TimelineItem {
  readonly key: string;
  /** done: it happened (with its date); current: where things are now; upcoming: still to come (no date). */
  readonly state: 'done' | 'current' | 'upcoming';
  readonly title: ReactNode;
  readonly when?: ReactNode;
  readonly detail?: ReactNode;
}

/**
 * A vertical timeline of states (issue 46: the order tracker): a marker per state (a tick when done, a ring where
 * things are now, a hollow dot to come) joined by a line, the state's words and its date. The current item carries
 * aria-current="step"; `stateWords` says each item's state to a screen reader (the marker is decoration).
 */
export function Timeline({ items, label, stateWords }: { items: readonly TimelineItem[]; label: string; stateWords: Record<TimelineItem['state'], string> }) {
  return (
    <ol className="ui-timeline" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="ui-timeline-item" data-step={item.key} data-state={item.state} aria-current={item.state === 'current' ? 'step' : undefined}>
          <span className="ui-timeline-marker" aria-hidden="true">
            {item.state === 'done' && <Icon paths={iconCheck} size={14} />}
          </span>
          <div className="ui-timeline-words">
            <span className="visually-hidden">{stateWords[item.state]}: </span>
            <span className="ui-timeline-title">{item.title}</span>
            {item.when && <span className="ui-timeline-when">{item.when}</span>}
            {item.detail && <div className="ui-timeline-detail">{item.detail}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
