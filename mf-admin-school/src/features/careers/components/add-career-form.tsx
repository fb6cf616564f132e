import { Alert, Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { useLateValidation, useToast } from '@school/shared/kit';
import { toCareerBody, type CareerValues } from '../api/career-body';
import { useCreateCareer } from '../api/create-career';
import { CareerFields } from './career-fields';

type AddValues = CareerValues & { applyBefore: Dayjs };

/** /admin/careers/add/new: success goes to /admin/careers with 'Career Added Successfully'. */
export function AddCareerForm() {
  const [form] = Form.useForm<AddValues>();
  const late = useLateValidation();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateCareer();

  const onFinish = (values: AddValues) => {
    late.markTried();
    create.mutate(toCareerBody(values, values.applyBefore.format('YYYY-MM-DD')), {
      onSuccess: () => {
        form.resetFields();
        late.reset();
        create.reset();
        toast.success('Career Added Successfully');
        navigate('/admin/careers');
      },
    });
  };

  return (
    <Form<AddValues> form={form} layout="vertical" onFinish={onFinish} {...late.formProps} aria-label="Add Career">
      {create.error && <Alert type="error" showIcon title={create.error.message} className="admin-form-alert" />}
      <CareerFields mode="add" />
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Add Career
      </Button>
    </Form>
  );
}
