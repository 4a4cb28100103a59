import type { SellerProductValues } from '@souk/contract';
import { ArrowLeft, Copy, ExternalLink } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { LoadError } from '../../components/load-error.tsx';
import { Writable } from '../../components/writable.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ProductForm } from './product-form.tsx';
import { PhotosAfterSave, ProductPhotos } from './product-photos.tsx';
import { useDuplicateProduct, useProduct, useProductOptions, useSaveProduct } from './use-products.ts';

/** `/products/new` and `/products/:id`: the product form, empty or with the product. */
export function ProductPage() {
  const { id } = useParams();
  const productId = id === undefined ? undefined : Number(id);
  return productId === undefined ? <EditProduct id={undefined} /> : <ExistingProduct id={productId} />;
}

function ExistingProduct({ id }: { id: number }) {
  const { t } = useI18n();
  const product = useProduct(id);
  if (product.isPending) return <p>{t('loading')}</p>;
  if (product.isError) return <LoadError error={product.error} retry={() => void product.refetch()} />;
  // Keyed by the product, so the form starts again from another product's values.
  return <EditProduct key={product.data.id} id={id} product={product.data} />;
}

function EditProduct({
  id,
  product,
}: {
  id: number | undefined;
  product?: Parameters<typeof ProductForm>[0]['product'];
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const options = useProductOptions();
  const save = useSaveProduct(id);
  const duplicate = useDuplicateProduct();
  const onSave = async (values: SellerProductValues) => {
    const saved = await save.mutateAsync(values);
    toast.success(t(id === undefined ? 'product.created' : 'product.saved'));
    if (id === undefined) void navigate(`/products/${saved.product.id}`, { replace: true });
  };
  const onDuplicate = () => {
    if (id === undefined) return;
    duplicate.mutate(id, {
      onSuccess: ({ product: copy }) => {
        toast.success(t('product.duplicated', { name: copy.name }));
        void navigate(`/products/${copy.id}`);
      },
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <section aria-labelledby="product-title" className="mx-auto max-w-4xl">
      <Link to="/products" className="mb-2 inline-flex items-center gap-1 text-sm text-primary-700">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('product.back')}
      </Link>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="product-title" className="text-2xl font-semibold">
          {t(id === undefined ? 'product.newTitle' : 'product.editTitle')}
        </h1>
        <div className="flex flex-wrap gap-2">
          {id !== undefined && product?.is_active && (
            <a
              href={`/products/${id}/details`}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-1 rounded-md px-3 py-2 text-sm text-primary-700 hover:bg-slate-100"
            >
              <ExternalLink aria-hidden className="size-4" />
              {t('product.viewInShop')}
            </a>
          )}
          {id !== undefined && (
            <Writable>
              <button
                type="button"
                onClick={onDuplicate}
                disabled={duplicate.isPending}
                className="flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-100"
              >
                <Copy aria-hidden className="size-4" />
                {t('product.duplicate')}
              </button>
            </Writable>
          )}
        </div>
      </div>
      <div className="mb-4">{product ? <ProductPhotos product={product} /> : <PhotosAfterSave />}</div>
      {options.isPending && <p>{t('loading')}</p>}
      {options.isError && <LoadError error={options.error} retry={() => void options.refetch()} />}
      {options.data && <ProductForm product={product} options={options.data} saving={save.isPending} onSave={onSave} />}
    </section>
  );
}
