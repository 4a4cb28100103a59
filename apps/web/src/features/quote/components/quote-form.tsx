import type { QuoteUpdateBody } from '@souk/contract';
import { useState } from 'react';
import { Button } from '@souk/ui/button';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { FieldError } from '../../../components/ui/text-field.tsx';
import { useFieldErrors, generalError } from '../../../lib/form.ts';
import { useT } from '../../../lib/i18n.ts';
import { type QuoteProduct, useShopProductsQuery } from '../api/get-shop-products.ts';
import { type LineDraft, lineErrors, linesBody } from '../draft.ts';
import { LineEditor } from './line-editor.tsx';

interface QuoteFormProps {
  shopId: number;
  initialLines: LineDraft[];
  initialNote?: string | null;
  /** Products whose options are known already (the product page's own), before the shop's list loads. */
  knownProducts?: QuoteProduct[];
  submitLabel: string;
  pending: boolean;
  /** The last submit's failure: field messages go under their fields, anything else below the form. */
  error: unknown;
  onSubmit: (body: QuoteUpdateBody) => void;
}

/** The lines (one shop's products) and a note: the request form and the edit form alike. */
export function QuoteForm(props: QuoteFormProps) {
  const t = useT();
  const [lines, setLines] = useState(props.initialLines);
  const [note, setNote] = useState(props.initialNote ?? '');
  const shopProducts = useShopProductsQuery(props.shopId);
  const products = new Map<number, QuoteProduct>();
  for (const product of [...(props.knownProducts ?? []), ...(shopProducts.data ?? [])])
    products.set(product.id, product);
  const addable = [...products.values()].filter((product) => !lines.some((line) => line.productId === product.id));

  const { errors, onInput } = useFieldErrors(props.error);
  const general = errors.lines ?? errors.shop_id ?? generalError(props.error);
  const add = (product: QuoteProduct) =>
    setLines((all) => [
      ...all,
      { productId: product.id, name: product.name, quantity: 1, sizeId: null, colorId: null, targetPrice: '' },
    ]);

  return (
    <form
      onInput={onInput}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit({ lines: linesBody(lines), note: note.trim() === '' ? null : note.trim() });
      }}
    >
      {lines.map((line, index) => (
        <LineEditor
          key={line.productId}
          index={index}
          line={line}
          product={products.get(line.productId)}
          errors={lineErrors(errors, index)}
          onChange={(next) => setLines((all) => all.map((l, i) => (i === index ? next : l)))}
          onRemove={lines.length > 1 ? () => setLines((all) => all.filter((_, i) => i !== index)) : undefined}
        />
      ))}
      {addable.length > 0 ? (
        <SelectField
          id="quote-add-product"
          label={t('Add another product from this shop')}
          placeholder={t('Choose a product')}
          options={addable}
          value=""
          onChange={(event) => {
            const product = products.get(Number(event.target.value));
            if (product) add(product);
          }}
        />
      ) : null}
      <div>
        <label htmlFor="quote-note" className="mb-1 block text-sm font-medium text-slate-700">
          {t('Note')} ({t('optional')})
        </label>
        <textarea
          id="quote-note"
          dir="auto"
          rows={3}
          value={note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'quote-note-error' : undefined}
          onChange={(event) => setNote(event.target.value)}
          className={`w-full rounded-md border bg-white px-3 py-2 text-sm outline-none focus:ring-2 ${errors.note ? 'border-rose-500' : 'border-slate-300'}`}
        />
        <FieldError id="quote-note-error" error={errors.note} />
      </div>
      {general ? (
        <p role="alert" className="text-sm text-rose-700">
          {general}
        </p>
      ) : null}
      <Button type="submit" disabled={props.pending} className="w-full sm:w-auto sm:min-w-40">
        {props.pending ? t('Processing') : props.submitLabel}
      </Button>
    </form>
  );
}
