import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CollectionReport } from '../../../src/shared/api/submissions/tax-types';
import { todayInIndia } from '../../../src/shared/domain/common/dates';
import { financialYearLabel, financialYearOf } from '../../../src/shared/domain/taxes/financial-year';
import { formatDate } from '../../../src/shared/i18n/formats';
import { CollectionPage } from '../../../src/client/features/admin/pages/collection-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { showPagesInTamil } from '../in-tamil';

/*
 * The collection report as a clerk reads it: per tax and ward the demand, what was collected and
 * what is outstanding, with totals, for the financial year chosen (the figures are the server's:
 * tests/api/collection.test.ts).
 */

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

function reportOf(from: string, to: string): CollectionReport {
  return {
    from,
    to,
    rows: [
      { type: 'property', ward: '12', demand: 8000, collected: 5000, outstanding: 3000 },
      { type: 'property', ward: null, demand: 1500, collected: 1000, outstanding: 500, selfAssessed: 1334 },
      { type: 'water', ward: '3', demand: 123_456.5, collected: 0, outstanding: 123_456.5 },
    ],
    totals: { demand: 132_956.5, collected: 6000, outstanding: 126_956.5 },
  };
}

/** The server: each report asked for answers for the days asked; returns what was asked. */
function serverReports(): { from: string; to: string }[] {
  const asked: { from: string; to: string }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const { from, to } = config.params as { from: string; to: string };
    asked.push({ from, to });
    return { status: 200, data: reportOf(from, to), statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return asked;
}

function openReport() {
  render(
    <MemoryRouter>
      <CollectionPage />
    </MemoryRouter>,
  );
}

const thisYear = financialYearOf(todayInIndia());
const lastYear = financialYearOf(`${Number(thisYear.from.slice(0, 4)) - 1}-04-01`);

describe('the collection report', () => {
  it('shows this financial year per tax and ward in rupees, a self-assessed column and the totals, in a labelled scroll region', async () => {
    const asked = serverReports();
    openReport();
    const year = financialYearLabel(thisYear);
    const table = await screen.findByRole('table', { name: `Demand, collection and outstanding, ${year}` });
    expect(asked).toEqual([thisYear]);
    expect(within(table).getByText(`From ${formatDate(thisYear.from)} to ${formatDate(thisYear.to)}, in rupees`)).toBeVisible();
    expect(screen.getByRole('region', { name: `Demand, collection and outstanding, ${year} (scrolls sideways)` })).toContainElement(table);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TaxWardDemandCollectedOutstandingSelf-assessed',
      'Property12₹8,000.00₹5,000.00₹3,000.00—',
      'PropertyNo ward₹1,500.00₹1,000.00₹500.00₹1,334.00',
      'Water3₹1,23,456.50₹0.00₹1,23,456.50—',
      'Total₹1,32,956.50₹6,000.00₹1,26,956.50₹1,334.00',
    ]);
    expect(screen.getByRole('button', { name: `Download the collection report of ${year} as CSV` })).toBeEnabled();
  });

  it('asks for the year the clerk chooses', async () => {
    const asked = serverReports();
    openReport();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Financial year' }), financialYearLabel(lastYear));
    await screen.findByRole('heading', { name: `Demand, collection and outstanding, ${financialYearLabel(lastYear)}` });
    expect(asked).toEqual([thisYear, lastYear]);
  });

  describe('in Tamil', () => {
    showPagesInTamil();

    it('names the columns, the ward-less row and the totals in Tamil', async () => {
      serverReports();
      openReport();
      const table = await screen.findByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['வரி', 'வார்டு', 'கேட்பு', 'வசூல்', 'நிலுவை', 'சுய மதிப்பீடு']);
      expect(within(table).getByText('வார்டு இல்லை')).toBeInTheDocument();
      expect(within(table).getByRole('rowheader', { name: 'மொத்தம்' })).toBeInTheDocument();
    });
  });
});
