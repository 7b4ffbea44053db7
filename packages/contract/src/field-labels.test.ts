import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels';

describe('fieldLabel', () => {
  it('names a field by its label, never its key', () => {
    expect(fieldLabel('incidentTime')).toBe('Incident Time');
    expect(fieldLabel('employeeOnDuty2Id')).toBe('Employee on Duty 2');
    expect(fieldLabel('witnessPhone1')).toBe('Witness phone 1');
    expect(fieldLabel('store_id')).toBe('Store');
    expect(fieldLabel('first_name')).toBe('First name');
    expect(fieldLabel('_')).toBe('Request');
  });

  it('names numbered rows in words', () => {
    expect(fieldLabel('0.items.1.permissible_score')).toBe('Category 1, item 2, score');
    expect(fieldLabel('scores.2.score')).toBe('Item 3, score');
    expect(fieldLabel('wastelog.0.qty')).toBe('Waste Log #1, qty');
  });
});
