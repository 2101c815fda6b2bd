import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TermLink, TermLinks } from './TermLink.tsx';

afterEach(cleanup);

describe('TermLink: a term on a card names its ontology, as the quick launch does (issue 14 item 3)', () => {
  it('two same-named classes from two ontologies read differently', () => {
    render(
      <TermLinks
        kind="class"
        terms={[
          { id: 'p1', name: 'Пицца', ontologies: ['Кухня'] },
          { id: 'p2', name: 'Пицца', ontologies: ['Меню', 'Доставка'] },
        ]}
      />,
    );
    const links = screen.getAllByRole('link', { name: 'Пицца' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/termin/p1', '/termin/p2']);
    expect(document.querySelector('[data-term-detail="p1"]')?.textContent).toBe(' — Кухня');
    expect(document.querySelector('[data-term-detail="p2"]')?.textContent).toBe(' — Меню · Доставка');
  });

  it('an individual names its class too; a term in no ontology shows its name alone', () => {
    render(
      <>
        <TermLink term={{ id: 'i', name: 'Маргарита', className: 'Пицца', ontologies: ['Кухня'] }} kind="individual" />
        <TermLink term={{ id: 'x', name: 'Вещь' }} />
      </>,
    );
    expect(document.querySelector('[data-term-detail="i"]')?.textContent).toBe(' — Пицца · Кухня');
    expect(document.querySelector('[data-term-detail="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Вещь' }).getAttribute('href')).toBe('/termin/x');
  });
});
