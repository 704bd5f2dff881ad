import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { Promotion } from '@shared-schema';
import { AdminField } from '../admin-field';
import { runAdminAction } from '../admin-action';
import { adminApi } from '../api/admin-api';
import {
  canSavePromotion,
  EMPTY_PROMOTION,
  toFormValues,
  toPromotionBody,
  type PromotionFormValues,
} from './promotion-form-values';

/** Create or edit a promotion; on save the form resets and closes (spec 001 section 4). */
export function PromotionForm(props: { editing: Promotion | null; show: boolean; onClose: () => void }) {
  const [values, setValues] = useState<PromotionFormValues>(() =>
    props.editing ? toFormValues(props.editing) : EMPTY_PROMOTION,
  );
  const [save, saving] = adminApi.useSavePromotionMutation();
  const set = <K extends keyof PromotionFormValues>(key: K, value: PromotionFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (key: Exclude<keyof PromotionFormValues, 'isActive' | 'isForNewUsersOnly' | 'autoApply'>) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSavePromotion(values)) return;
    const body = toPromotionBody(values);
    const ok = await runAdminAction(() => save({ id: props.editing?.id ?? null, body }).unwrap(), {
      success: props.editing ? 'Promotion updated' : 'Promotion created',
      successDetail: body.name,
      failure: 'Failed to save promotion',
    });
    if (ok) {
      setValues(EMPTY_PROMOTION);
      props.onClose();
    }
  };
  return (
    <Modal show={props.show} onHide={props.onClose} size="lg" aria-labelledby="promotion-form-title">
      <Form onSubmit={(e) => void submit(e)} aria-label="Promotion">
        <Modal.Header closeButton>
          <Modal.Title id="promotion-form-title" className="h5">
            {props.editing ? 'Edit Promotion' : 'Create Promotion'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="row g-3">
          <AdminField className="col-md-6" id="promo-name" label="Name" required {...text('name')} />
          <AdminField
            className="col-md-6"
            id="promo-credits"
            label="Credits Amount"
            type="number"
            min={1}
            step={1}
            required
            {...text('creditsAmount')}
          />
          <AdminField
            className="col-12"
            id="promo-description"
            label="Description"
            as="textarea"
            rows={2}
            required
            {...text('description')}
          />
          <AdminField
            className="col-md-6"
            id="promo-start"
            label="Start Date"
            type="date"
            required
            {...text('startDate')}
          />
          <AdminField
            className="col-md-6"
            id="promo-end"
            label="End Date"
            type="date"
            required
            {...text('endDate')}
          />
          <AdminField
            className="col-md-6"
            id="promo-max"
            label="Max Redemptions"
            type="number"
            min={1}
            step={1}
            placeholder="Unlimited"
            {...text('maxRedemptions')}
          />
          <AdminField
            className="col-md-6"
            id="promo-code"
            label="Promotion Code"
            placeholder="Leave empty to apply automatically"
            {...text('promotionCode')}
          />
          <AdminField
            className="col-12"
            id="promo-terms"
            label="Terms and Conditions"
            as="textarea"
            rows={3}
            {...text('termsAndConditions')}
          />
          <div className="col-12 d-flex flex-wrap gap-4">
            <Form.Check
              id="promo-active"
              label="Active"
              checked={values.isActive}
              onChange={(e) => set('isActive', e.target.checked)}
            />
            <Form.Check
              id="promo-new-users"
              label="New users only"
              checked={values.isForNewUsersOnly}
              onChange={(e) => set('isForNewUsersOnly', e.target.checked)}
            />
            <Form.Check
              id="promo-auto"
              label="Auto-apply"
              checked={values.autoApply}
              onChange={(e) => set('autoApply', e.target.checked)}
            />
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSavePromotion(values) || saving.isLoading}>
            {saving.isLoading ? 'Saving...' : 'Save Promotion'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
