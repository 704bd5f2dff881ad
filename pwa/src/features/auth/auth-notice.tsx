import Alert from 'react-bootstrap/Alert';

export type AuthNotice = 'account-created' | 'reset-sent';

const NOTICES: Record<AuthNotice, { heading: string; text: string }> = {
  'account-created': {
    heading: 'Account Created',
    text: 'Welcome to Clausecraft! Taking you to your home page…',
  },
  'reset-sent': {
    heading: 'Reset Email Sent',
    text: 'Check your inbox for a link to choose a new password.',
  },
};

export function AuthNoticeAlert({ notice }: { notice: AuthNotice }) {
  const { heading, text } = NOTICES[notice];
  return (
    <Alert variant="success" role="status">
      <Alert.Heading as="h2" className="h6">
        {heading}
      </Alert.Heading>
      <p className="mb-0">{text}</p>
    </Alert>
  );
}
