// An item's form (acts 65403 create, 65404 update) on the act's own schema: the price is typed as a person writes it
// and sent as whole cents; pictures are uploaded one by one (their bytes are checked by the server) and kept in order,
// the first one the cover. Read-only for who may not change the catalogue.
import {
  CURRENCIES,
  SHOP_CATEGORIES,
  SHOP_MAX_IMAGES,
  decimalText,
  parseMoney,
  shopItemCreateAct,
  shopItemUpdateAct,
  type Currency,
  type ShopCategory,
  type ShopItem,
} from '@bluemanager/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAct } from '../../api/use-act';
import { useUser } from '../../session/session-context';
import { issueMessage } from '../../shared/form/act-form';
import { FieldIssue } from '../../shared/form/FieldIssue';
import { FormField } from '../../shared/form/FormField';
import { SelectField } from '../../shared/form/SelectField';
import { SwitchField } from '../../shared/form/SwitchField';
import { useActForm } from '../../shared/form/use-act-form';
import { TextAreaField } from '../customer-service/TextAreaField';
import { shopItemPath } from './shop-columns';
import { shopImageSrc, uploadShopImage } from './shop-image';

interface ItemDraft {
  name: string;
  description: string;
  sku: string;
  price: string;
  currency: Currency;
  category: ShopCategory;
  active: boolean;
  images: string[];
}

const draftOf = (item: ShopItem | undefined): ItemDraft => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  sku: item?.sku ?? '',
  price: item ? decimalText(item.price) : '',
  currency: item?.price.currency ?? 'CAD',
  category: item?.category ?? SHOP_CATEGORIES[0],
  active: item?.active ?? true,
  images: item?.images ?? [],
});

const paramsOf = (draft: ItemDraft) => ({
  name: draft.name,
  description: draft.description,
  sku: draft.sku,
  // Not an amount: NaN, which the schema refuses on the price field.
  price: parseMoney(draft.price, draft.currency)?.amount ?? Number.NaN,
  currency: draft.currency,
  category: draft.category,
  active: draft.active,
  images: draft.images,
});

export function ShopItemForm({ item, editable }: { item: ShopItem | undefined; editable: boolean }) {
  const { t } = useTranslation();
  const act = useAct();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, showServerIssues } = useActForm<ItemDraft>(
    {
      schema: item ? shopItemUpdateAct.params : shopItemCreateAct.params,
      paramsOf: (draft) => (item ? { id: item.id, ...paramsOf(draft) } : paramsOf(draft)),
      fieldOf: (path) => (path.startsWith('images') ? 'images' : (path as keyof ItemDraft)),
    },
    draftOf(item),
  );
  const images = form.watch('images');
  const upload = useMutation({
    mutationFn: (file: File) => uploadShopImage(user.token, file),
    onSuccess: (stored) =>
      form.setValue('images', [...form.getValues('images'), stored.sha256], { shouldDirty: true }),
    onError: (error) => toast.error(t('form.failed', { reason: error.message })),
  });
  const save = useMutation({
    mutationFn: (draft: ItemDraft) =>
      item
        ? act(shopItemUpdateAct, { id: item.id, ...paramsOf(draft) })
        : act(shopItemCreateAct, paramsOf(draft)),
    onSuccess: (detail) => {
      toast.success(t('shop.item.saved', { name: detail.item.name }));
      void queryClient.invalidateQueries({ queryKey: ['shop'] });
      if (!item) void navigate(shopItemPath(detail.item.id));
      else form.reset(draftOf(detail.item));
    },
    onError: (error, draft) => {
      showServerIssues(error, draft);
      toast.error(t('form.failed', { reason: error.message }));
    },
  });
  const submit = form.handleSubmit(
    (draft) => save.mutate(draft),
    () => toast.error(t('form.checkFields')),
  );
  const issueOf = (field: keyof ItemDraft) =>
    issueMessage(form.formState.errors, field, (name) =>
      t(
        `shop.item.invalid.${['name', 'sku', 'price', 'images', 'description'].includes(name) ? name : 'other'}`,
      ),
    );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="shop-item-form">
      <fieldset disabled={!editable} className="row g-3">
        <FormField
          id="item-name"
          label={t('shop.item.name')}
          registration={form.register('name')}
          message={issueOf('name')}
          input={{ maxLength: 120 }}
        />
        <FormField
          id="item-sku"
          label={t('shop.item.sku')}
          help={t('shop.item.skuHelp')}
          registration={form.register('sku')}
          message={issueOf('sku')}
          input={{ maxLength: 40 }}
        />
        <TextAreaField
          id="item-description"
          className="col-12"
          label={t('shop.item.description')}
          registration={form.register('description')}
          message={issueOf('description')}
          maxLength={2000}
          rows={3}
        />
        <FormField
          id="item-price"
          className="col-6 col-md-3"
          label={t('shop.item.price')}
          help={t('shop.item.priceHelp')}
          registration={form.register('price')}
          message={issueOf('price')}
        />
        <SelectField
          id="item-currency"
          className="col-6 col-md-3"
          label={t('shop.item.currency')}
          control={form.control}
          name="currency"
          message={undefined}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="item-category"
          className="col-12 col-md-6"
          label={t('shop.item.category')}
          control={form.control}
          name="category"
          message={issueOf('category')}
        >
          {SHOP_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`shop.categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <SwitchField
          id="item-active"
          className="col-12"
          label={t('shop.item.active')}
          registration={form.register('active')}
        />
        <div className="col-12">
          <span className="form-label d-block" id="item-pictures-label">
            {t('shop.item.pictures')}
          </span>
          <ul
            className="list-unstyled d-flex flex-wrap gap-2 mb-2"
            aria-labelledby="item-pictures-label"
            data-testid="item-pictures"
          >
            {images.map((sha256, index) => (
              <li key={sha256} className="position-relative">
                <img
                  src={shopImageSrc(sha256, true)}
                  alt={t('shop.pictureOf', { name: item?.name ?? t('shop.item.newTitle') })}
                  className="rounded border"
                  style={{ width: 96, height: 96, objectFit: 'cover' }}
                />
                {editable && (
                  <button
                    type="button"
                    className="btn btn-light btn-sm position-absolute top-0 end-0 p-1 lh-1"
                    aria-label={t('shop.item.removePicture', { n: index + 1 })}
                    onClick={() =>
                      form.setValue(
                        'images',
                        images.filter((entry) => entry !== sha256),
                        { shouldDirty: true },
                      )
                    }
                  >
                    <X size={14} aria-hidden="true" />
                  </button>
                )}
              </li>
            ))}
          </ul>
          {editable && images.length < SHOP_MAX_IMAGES && (
            <label
              htmlFor="item-picture-file"
              className={`btn btn-secondary btn-sm mb-0${upload.isPending ? ' disabled' : ''}`}
            >
              {upload.isPending ? t('shop.item.uploading') : t('shop.item.addPicture')}
              <input
                id="item-picture-file"
                type="file"
                className="visually-hidden"
                accept="image/jpeg,image/png,image/webp"
                disabled={upload.isPending}
                data-testid="item-picture-file"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) upload.mutate(file);
                  event.target.value = '';
                }}
              />
            </label>
          )}
          <div className="form-text" id="item-pictures-help">
            {t('shop.item.picturesHelp')}
          </div>
          <FieldIssue id="item-pictures-issue" message={issueOf('images')} />
        </div>
      </fieldset>
      {editable ? (
        <button
          type="submit"
          className="btn btn-primary mt-3"
          disabled={save.isPending}
          data-testid="shop-item-save"
        >
          {save.isPending ? t('form.saving') : t(item ? 'shop.item.save' : 'shop.item.create')}
        </button>
      ) : (
        <p className="mt-3 mb-0 small text-body-secondary">{t('shop.item.readOnly')}</p>
      )}
    </form>
  );
}
