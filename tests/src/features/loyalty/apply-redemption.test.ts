import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../../../src/api/queries';
import { applyRedemption } from '../../../../src/features/loyalty/loyalty-queries';
import { lineMessages } from '../../../../src/features/lines/messages';
import { LINE_STATUS_WORDS } from '../../../../src/domain/line-status-words';
import { accountMessages } from '../../../../src/features/account/messages';

const memberKey = ['loyalty', 'GET_LOYALTY_MEMBER', 'C-1', { params: { customerId: 'C-1' } }];
const linesKey = [...endpointKey('GET_LINES'), {}];
const lineKey = [...endpointKey('GET_LINE'), { params: { number: '923001234567' } }];

function cached() {
  const client = new QueryClient();
  client.setQueryData(memberKey, { customerId: 'C-1', points: 5000, tier: 'GOLD' });
  client.setQueryData(linesKey, [
    { number: '923001234567', airtimeBalance: 500 },
    { number: '923009999999', airtimeBalance: 80 },
  ]);
  client.setQueryData(lineKey, { number: '923001234567', airtimeBalance: 500 });
  return client;
}

describe('a redemption answer updates the cached balances at once (issue 30: no old figure while refetching)', () => {
  it('points: the member shows the answer pointsBalance', () => {
    const client = cached();
    applyRedemption(client, { redemptionId: 'R1', status: 'COMPLETED', pointsBalance: 3800 });
    expect(client.getQueryData<{ points: number }>(memberKey)?.points).toBe(3800);
    expect(client.getQueryData<{ airtimeBalance: number }[]>(linesKey)?.[0]?.airtimeBalance).toBe(500);
  });

  it('a bought reward: the charged line (list and detail) shows the answer airtimeBalance, other lines unchanged', () => {
    const client = cached();
    applyRedemption(client, { redemptionId: 'R2', status: 'COMPLETED', pointsBalance: 5000, chargedNumber: '923001234567', airtimeBalance: 0 });
    expect(client.getQueryData<{ airtimeBalance: number }[]>(linesKey)?.map((l) => l.airtimeBalance)).toEqual([0, 80]);
    expect(client.getQueryData<{ airtimeBalance: number }>(lineKey)?.airtimeBalance).toBe(0);
  });

  it('an answer without balances (or none) changes nothing', () => {
    const client = cached();
    applyRedemption(client, { redemptionId: 'R3', status: 'PENDING' });
    applyRedemption(client, null);
    expect(client.getQueryData<{ points: number }>(memberKey)?.points).toBe(5000);
  });
});

describe("a line's status words come from one mapping", () => {
  it('the manage pages and the account/home pages say the same words in both languages', () => {
    for (const language of ['en', 'ur'] as const) {
      for (const [key, words] of Object.entries(LINE_STATUS_WORDS[language])) {
        expect(lineMessages[language][key]).toBe(words);
        expect(accountMessages[language][key]).toBe(words);
      }
    }
    expect(LINE_STATUS_WORDS.en.status_Inactive).toBe('Closed');
    expect(Object.keys(accountMessages.en).filter((k) => k.startsWith('line_status_'))).toEqual([]);
  });
});
