import { type DetailField } from './detail-fields';
import { MoneyEditor } from './money-editor';
import { PartyEditor } from './party-editor';
import { ChoiceEditor, DateEditor, TextEditor } from './simple-editors';

interface Props {
  field: DetailField;
  id: string;
  onSet: (key: string, value: string) => void;
}

/** The editor for a fact's kind: party name and kind, amount and currency, date picker, choice or text. */
export function FactEditor({ field, id, onSet }: Props) {
  const { declaration, state, form } = field;
  const { key, label, options } = declaration;
  const save = (value: string) => onSet(key, value);
  switch (declaration.kind) {
    case 'party':
      return (
        <PartyEditor
          id={id}
          label={label}
          name={state.value}
          form={form ? { value: form.state.value, options: form.declaration.options ?? [] } : null}
          onSave={(change) => {
            if (change.name !== undefined) onSet(key, change.name);
            if (change.form !== undefined && form) onSet(form.declaration.key, change.form);
          }}
        />
      );
    case 'money':
      return (
        <MoneyEditor
          id={id}
          label={label}
          value={state.value}
          withPeriod
          locale={field.locale ?? 'en-US'}
          onSave={save}
        />
      );
    case 'date':
      return <DateEditor id={id} label={label} value={state.value} onSave={save} />;
    case 'count':
      return <TextEditor id={id} label={label} value={state.value} onSave={save} multiline={false} numeric />;
    case 'text':
      return <TextEditor id={id} label={label} value={state.value} onSave={save} multiline />;
    default:
      return options?.length ? (
        <ChoiceEditor
          id={id}
          label={label}
          value={state.value}
          onSave={save}
          options={options}
          allowOther={declaration.allowOther ?? false}
        />
      ) : (
        <TextEditor id={id} label={label} value={state.value} onSave={save} multiline={false} />
      );
  }
}
