import { describe, expect, it } from 'vitest';
import { auditFilterParams, parseAuditFilters } from './audit-filters.ts';

const ADMIN_ID = '0b8f5a5e-3c1d-4c47-9a53-0f1e2d3c4b5a';

describe('audit trail filters in the URL', () => {
  it('reads back what it writes, leaving out empty filters and page 1', () => {
    const filters = {
      actor: ADMIN_ID,
      kind: 'refund',
      from: '2026-11-01',
      to: '2026-11-26',
      page: 3,
    } as const;
    const params = auditFilterParams(filters);
    expect(params.toString()).toBe(
      `actor=${ADMIN_ID}&kind=refund&from=2026-11-01&to=2026-11-26&page=3`,
    );
    expect(parseAuditFilters(params)).toEqual(filters);
    expect(auditFilterParams({ actor: '', kind: '', from: '', to: '', page: 1 }).toString()).toBe(
      '',
    );
  });

  it('drops hand-edited values the server would refuse, instead of showing an error', () => {
    const parsed = parseAuditFilters(
      new URLSearchParams('actor=nobody&kind=everything&from=2026-13-01&to=yesterday&page=-2'),
    );
    expect(parsed).toEqual({ actor: '', kind: '', from: '', to: '', page: 1 });
    const reversed = parseAuditFilters(new URLSearchParams('from=2026-11-26&to=2026-11-01'));
    expect(reversed).toMatchObject({ from: '', to: '' });
  });
});
