import { profileUpdateBodySchema, type Profile } from '@shared-schema';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { toast } from '../../components/ui/toast/toast-store';
import { profileApi } from './profile-api';
import { serverMessage } from '../../lib/http';

/** First name, last name and e-mail, all required and trimmed (spec 000 section 5). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [values, setValues] = useState({
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email,
    currentPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = profileApi.useUpdateProfileMutation();

  // A new address needs the current password, and takes effect only once the mailed link is opened.
  const changingEmail = values.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, ...fields } = values;
    const parsed = profileUpdateBodySchema.safeParse(changingEmail ? values : fields);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please fill in all required fields.');
      return;
    }
    if (changingEmail && !currentPassword) {
      setError('Enter your current password to change your e-mail address.');
      return;
    }
    setError(null);
    try {
      await update(parsed.data).unwrap();
      setValues({
        firstName: parsed.data.firstName,
        lastName: parsed.data.lastName,
        email: profile.email,
        currentPassword: '',
      });
      toast(
        changingEmail
          ? {
              title: 'Confirm your new e-mail address',
              description: `We sent a link to ${parsed.data.email}. Your address changes once you open it; until then you sign in with ${profile.email}.`,
              variant: 'success',
            }
          : { title: 'Profile updated', description: 'Your changes have been saved.', variant: 'success' },
      );
    } catch (failure) {
      toast({
        title: 'Update failed',
        description: serverMessage(failure, 'Your profile could not be saved.'),
        variant: 'destructive',
      });
    }
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {error ? (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <Row className="g-3">
        <Col sm={6}>
          <Form.Group controlId="profile-first-name">
            <Form.Label>First name</Form.Label>
            <Form.Control {...field('firstName')} autoComplete="given-name" required />
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group controlId="profile-last-name">
            <Form.Label>Last name</Form.Label>
            <Form.Control {...field('lastName')} autoComplete="family-name" required />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId="profile-email">
            <Form.Label>Email</Form.Label>
            <Form.Control type="email" {...field('email')} autoComplete="email" required />
          </Form.Group>
        </Col>
        {changingEmail ? (
          <Col xs={12}>
            <Form.Group controlId="profile-current-password">
              <Form.Label>Current password</Form.Label>
              <Form.Control
                type="password"
                {...field('currentPassword')}
                autoComplete="current-password"
                required
              />
              <Form.Text>Needed to change your e-mail address.</Form.Text>
            </Form.Group>
          </Col>
        ) : null}
      </Row>
      <Button type="submit" className="mt-3" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Save Changes'}
      </Button>
    </Form>
  );
}
