import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { toast } from '../../components/ui/toast/toast-store';
import { countLabel } from '../../lib/count-label';
import { serverMessage } from '../../lib/http';
import { buyCreditsApi } from './buy-credits-api';

/** A promotion code from the admin's Promotions tab, redeemed once per account for its credits. */
export function RedeemCodeForm() {
  const [code, setCode] = useState('');
  const [redeem, state] = buyCreditsApi.useRedeemPromotionMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    try {
      const result = await redeem(code.trim()).unwrap();
      toast({
        title: 'Promotion Redeemed',
        description: `${countLabel(result.creditsAwarded, 'credit')} added (${result.promotion.name}).`,
        variant: 'success',
      });
      setCode('');
    } catch (error) {
      toast({
        title: 'Redemption Failed',
        description: serverMessage(error, 'This code could not be redeemed.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} aria-label="Redeem a promotion code" className="ms-auto">
      <InputGroup>
        <Form.Control
          placeholder="Promotion code"
          aria-label="Promotion code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" variant="outline-primary" disabled={!code.trim() || state.isLoading}>
          {state.isLoading ? 'Redeeming...' : 'Redeem'}
        </Button>
      </InputGroup>
    </Form>
  );
}
