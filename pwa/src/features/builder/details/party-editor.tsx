import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { EditorForm } from './editor-form';
import { isIndividualForm, INDIVIDUAL } from './party-form';

export interface PartyChange {
  name?: string;
  form?: string;
}

interface Props {
  id: string;
  /** The party's role as the panel shows it: "Client", "Landlord". */
  label: string;
  name: string;
  /** The party's legal form fact, when the type declares one: its value and suggested forms. */
  form: { value: string; options: readonly string[] } | null;
  onSave: (change: PartyChange) => void;
}

/** A party's name and whether it is a person or an organisation (with its legal form). */
export function PartyEditor({ id, label, name, form, onSave }: Props) {
  const group = useId();
  const [draftName, setDraftName] = useState(name);
  const known = !!form && form.value.trim() !== '';
  // Unknown until the person picks one: an untouched kind is never written.
  const [organisation, setOrganisation] = useState<boolean | null>(
    known && form ? !isIndividualForm(form.value) : null,
  );
  const [legalForm, setLegalForm] = useState(
    known && form && !isIndividualForm(form.value) ? form.value : '',
  );
  const [kindTouched, setKindTouched] = useState(false);
  const nextName = draftName.trim().replace(/\s+/g, ' ');
  const nextForm = organisation === null ? '' : organisation ? legalForm.trim() : INDIVIDUAL;
  const change: PartyChange = {};
  if (nextName !== '' && nextName !== name) change.name = nextName;
  if (form && kindTouched && nextForm !== '' && nextForm !== form.value) change.form = nextForm;
  const pick = (isOrganisation: boolean) => {
    setKindTouched(true);
    setOrganisation(isOrganisation);
  };
  const organisationForms = form?.options.filter((option) => !isIndividualForm(option)) ?? [];

  return (
    <EditorForm
      name={`Edit ${label}`}
      canSave={change.name !== undefined || change.form !== undefined}
      onSave={() => onSave(change)}
    >
      <Form.Control
        id={id}
        size="sm"
        value={draftName}
        onChange={(event) => setDraftName(event.target.value)}
        aria-label={`${label} name`}
        placeholder="Full legal name"
        autoComplete="off"
        style={{ flex: '1 1 12rem', minWidth: 0 }}
      />
      {form ? (
        <>
          <div
            role="radiogroup"
            aria-label={`${label} kind`}
            className="d-flex gap-3 align-items-center w-100"
          >
            <Form.Check
              type="radio"
              id={`${group}-individual`}
              name={group}
              label="Individual"
              checked={organisation === false}
              onChange={() => pick(false)}
            />
            <Form.Check
              type="radio"
              id={`${group}-organisation`}
              name={group}
              label="Organisation"
              checked={organisation === true}
              onChange={() => pick(true)}
            />
          </div>
          {organisation ? (
            <>
              <Form.Control
                size="sm"
                list={`${group}-forms`}
                value={legalForm}
                onChange={(event) => {
                  setKindTouched(true);
                  setLegalForm(event.target.value);
                }}
                aria-label={`${label} legal form`}
                placeholder="Legal form, e.g. limited liability company"
                style={{ flex: '1 1 12rem', minWidth: 0 }}
              />
              <datalist id={`${group}-forms`}>
                {organisationForms.map((option) => (
                  <option key={option} value={option} />
                ))}
              </datalist>
            </>
          ) : null}
        </>
      ) : null}
    </EditorForm>
  );
}
