// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldForm, createRegistry, fieldSpec, parseEkycConfig, resetReportedProblems, setProblemSink, useFieldForm, type FieldProblem } from '../../../fields';
import { NOW } from '../fixtures';
import { renderEkyc, withIntl } from './harness';

let problems: FieldProblem[];
beforeEach(() => {
  resetReportedProblems();
  problems = [];
  setProblemSink((p) => problems.push(p));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  setProblemSink(null);
  vi.restoreAllMocks();
});

const attr = { mandatory: true, enabled: true, readOnly: false };

describe('bad config never crashes the form', () => {
  it('unknown type dropped, bad regex ignored, the rest renders; each reported once', () => {
    const raw = [{
      groupName: 'CNIC',
      attributes: [
        { ...attr, name: 'documentId', displayName: 'label_documentId', type: 'document-id', regex: '([' },
        { ...attr, name: 'signature', displayName: 'label_signature', type: 'signature-pad' },
        { ...attr, name: 'frontPage', displayName: 'label_frontPage', type: 'image', mandatory: 'yes' },
      ],
    }];
    const config = parseEkycConfig(raw);
    renderEkyc(config);
    cleanup();
    renderEkyc(parseEkycConfig(raw));
    expect(screen.getByLabelText(/label_documentId/)).toBeTruthy();
    expect(screen.getByRole('group', { name: /label_frontPage/ })).toBeTruthy();
    expect(screen.queryByText(/label_signature/)).toBeNull();
    expect(problems.map((p) => p.code).sort()).toEqual(['bad-regex', 'config-schema', 'unknown-field-type']);
    expect(console.error).toHaveBeenCalledTimes(3);
  });

  it('a config that is not even a list renders the ID-type select only', () => {
    renderEkyc(parseEkycConfig({ oops: true }), null);
    expect(screen.getByLabelText(/ekyc_id_type/)).toBeTruthy();
    expect(problems).toHaveLength(1);
  });

  it('a registry without a widget skips that field, renders the rest and reports it', () => {
    const registry = createRegistry({});
    const broken = { ...registry, widgetForType: { ...registry.widgetForType, select: 'NoSuchWidget' as 'SelectWidget' } };
    const fields = [
      fieldSpec({ name: 'city', type: 'text', displayName: 'label_city' }),
      fieldSpec({ name: 'country', type: 'select', displayName: 'label_country', options: [{ value: 'PK', displayName: 'PK' }] }),
    ];
    function Host() {
      const form = useFieldForm({ fields, now: () => NOW });
      return <FieldForm form={form} registry={broken} />;
    }
    render(withIntl(<Host />));
    expect(screen.getByLabelText(/label_city/)).toBeTruthy();
    expect(screen.queryByText(/label_country/)).toBeNull();
    expect(problems.map((p) => p.code)).toEqual(['missing-widget']);
  });
});
