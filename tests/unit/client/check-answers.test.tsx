import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { certificateAnswers } from '../../../src/client/features/certificates/form/certificate-answers';
import { WaitingItem } from '../../../src/client/features/outbox/outbox-items';
import { taxAnswers } from '../../../src/client/features/taxes/form/tax-answers';
import { localizedTax, localizedTaxFields } from '../../../src/client/features/taxes/localized-tax';
import { definitionInPageLanguage } from '../../../src/client/i18n/certificate-definition-texts';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import type { OutboxRow } from '../../../src/client/offline/db';
import { reportDelivery } from '../../../src/client/offline/delivery-progress';
import { certificateBySlug } from '../../../src/shared/domain/certificates/certificate-definitions';
import { taxBySlug } from '../../../src/shared/domain/taxes/tax-definitions';
import { showPagesInTamil } from '../in-tamil';

const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const birthValues = {
  childName: ' Meena Kumari ',
  dob: '2026-10-02',
  gender: 'Female',
  placeOfBirth: 'Government Hospital',
  fatherAadhaar: '1234 5678 9012',
  motherAadhaar: '',
  contact: '9876543210',
  birthProof: [file('hospital-record.pdf')],
  addressProof: [file('ration-card.pdf')],
  idProof: [file('father-id.pdf'), file('mother-id.pdf')],
};

/** The answers of every section by label: `text`, or the file names. */
function byLabel(sections: ReturnType<typeof certificateAnswers>) {
  return Object.fromEntries(sections.flatMap((section) => section.answers).map((answer) => [answer.label, answer.files ?? answer.text]));
}

function birth() {
  const definition = certificateBySlug('birth');
  if (!definition) throw new Error('no birth definition');
  return definitionInPageLanguage(definition);
}

describe('the answers a certificate application is checked by', () => {
  it('shows every answer, masks Aadhaar but for its last four digits, and names each document', () => {
    const sections = certificateAnswers(birth(), birthValues);
    expect(sections.map((section) => section.title)).toEqual(['Details', 'Documents']);
    const answers = byLabel(sections);
    expect(answers["Child's Full Name"]).toBe('Meena Kumari');
    expect(answers['Date of Birth']).toBe('2 October 2026');
    expect(answers.Gender).toBe('Female');
    expect(answers["Father's Aadhaar"]).toBe('XXXX XXXX 9012');
    expect(JSON.stringify(sections)).not.toMatch(/1234|5678/);
    expect(answers["Mother's Aadhaar"]).toBe('Not given');
    expect(answers['Proof of Birth']).toEqual(['hospital-record.pdf']);
    expect(answers["Parents' ID Proof"]).toEqual(['father-id.pdf', 'mother-id.pdf']);
    // Every field and upload of the form has its line, each with the field a Change link goes to.
    const definition = birth();
    expect(sections.flatMap((section) => section.answers).map((answer) => answer.name)).toEqual([
      ...definition.fields.map((field) => field.name),
      ...definition.files.map((upload) => upload.name),
    ]);
  });

  it('masks a loosely checked Aadhaar that is not twelve digits whole', () => {
    const definition = certificateBySlug('community');
    if (!definition) throw new Error('no community definition');
    expect(byLabel(certificateAnswers(definition, { aadhaar: '1234 5678' }))['Aadhaar Number']).toBe('XXXX XXXX XXXX');
  });

  it('has no documents section for a form without uploads', () => {
    const definition = certificateBySlug('death');
    if (!definition) throw new Error('no death definition');
    expect(certificateAnswers(definition, {}).map((section) => section.title)).toEqual(['Details']);
  });
});

describe('the answers in Tamil', () => {
  showPagesInTamil();

  it('labels, choices, dates and the sections are in Tamil; the file names are as given', () => {
    const sections = certificateAnswers(birth(), birthValues);
    expect(sections.map((section) => section.title)).toEqual(['விவரங்கள்', 'ஆவணங்கள்']);
    const answers = byLabel(sections);
    expect(answers['குழந்தையின் முழுப் பெயர்']).toBe('Meena Kumari');
    expect(answers['பிறந்த தேதி']).toBe('2 அக்டோபர் 2026');
    expect(answers['பாலினம்']).toBe('பெண்');
    expect(answers['தந்தையின் ஆதார் எண்']).toBe('XXXX XXXX 9012');
    expect(answers['தாயின் ஆதார் எண்']).toBe('கொடுக்கப்படவில்லை');
    expect(answers['பிறப்புச் சான்று']).toEqual(['hospital-record.pdf']);
  });

  it('a tax payment names its method and total in Tamil', () => {
    const gas = taxBySlug('gas');
    if (!gas) throw new Error('no gas definition');
    const definition = localizedTax(gas);
    const answers = taxAnswers(definition, localizedTaxFields(definition), {
      connectionNo: 'GAS-1',
      amount: '85,000',
      paymentMethod: 'upi',
      dueDate: '2999-01-01',
    });
    expect(answers.at(-1)).toEqual({ label: 'செலுத்த வேண்டிய மொத்தம்', text: '₹85,000.00' });
    expect(answers.find((answer) => answer.name === 'paymentMethod')?.text).toBe('UPI');
  });
});

describe('the answers a tax payment is checked by', () => {
  it('gives the amount in rupees, the method by its name, the late fee and the total', () => {
    const property = taxBySlug('property');
    if (!property) throw new Error('no property definition');
    const definition = localizedTax(property);
    const answers = taxAnswers(definition, localizedTaxFields(definition), {
      ownerName: 'Ravi Kumar',
      amount: '1,250.5',
      paymentMethod: 'netbanking',
      dueDate: '2020-01-01',
    });
    const text = Object.fromEntries(answers.map((answer) => [answer.label, answer.text]));
    expect(text['Owner Name']).toBe('Ravi Kumar');
    expect(text['Amount (₹)']).toBe('₹1,250.50');
    expect(text['Payment Method']).toBe('Net Banking');
    expect(text['Late fee']).toBe('₹200.00');
    expect(text['Total payable']).toBe('₹1,450.50');
    expect(text['Mobile Number']).toBe('Not given');
    // The figures the form works out have no Change link.
    expect(answers.filter((answer) => answer.name === undefined).map((answer) => answer.label)).toEqual(['Late fee', 'Total payable']);
  });
});

describe('an outbox delivery', () => {
  it('shows the share sent as a labelled progress bar while it goes, and none once it has ended', () => {
    const item = { id: 'key-1', title: 'Birth certificate application — Meena', createdAt: Date.now(), state: 'sending' } as OutboxRow;
    render(
      <SessionProvider>
        <ul>
          <WaitingItem item={item} />
        </ul>
      </SessionProvider>,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => reportDelivery('key-1', 0.25));
    expect(screen.getByRole('progressbar', { name: 'Sending: 25% sent' })).toHaveAttribute('value', '25');
    act(() => reportDelivery('key-1', 0.6));
    expect(screen.getByRole('progressbar', { name: 'Sending: 60% sent' })).toHaveAttribute('value', '60');
    act(() => reportDelivery('key-1', null));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
