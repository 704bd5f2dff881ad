import { PASSWORD_RULES } from '@shared-schema';

/** Live checklist of the sign-up password rules (spec 000 section 2). */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  return (
    <ul id={id} className="list-unstyled small mb-3" aria-label="Password requirements">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? 'text-success-emphasis' : 'text-body-secondary'} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
            <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
