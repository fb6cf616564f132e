import { SendOutlined } from '@school/shared/kit';
import { Alert, Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { getRuntimeConfig } from '@school/shared/session';
import { failedOffline, KIT_MESSAGES, LeaveGuard, OfflineFormNotice, useLateValidation, useMessages, useToast, useUnsavedChanges, useUploadGate } from '@school/shared/kit';
import { isRegistrationPhone, normalisePhone, SENIOR, type RegistrationBody } from '@school/shared/contract';
import { useCreateRegistration } from '../api/create-registration';
import { ApplicantFields, dateOfBirthOf, type ApplicantValues } from './applicant-fields';
import { Captcha } from './captcha';
import { DocumentFields, type ApplicationMode } from './document-fields';
import { classesOf, LevelFields } from './level-fields';
import { useRegistrationText } from '../i18n';
import { withAntd } from '@school/shared/kit';
import { SubmissionReceipt, useDeferredStart } from '@school/shared/public';

export const SELECT_LEVEL = 'Please Select Level Value';
/** Senior Higher Secondary has no class to pick: what it needs is a faculty. */
export const SELECT_FACULTY = 'Please Select Faculty';
export const FILL_CAPTCHA = 'Please fill out the reCAPTCHA';

interface Values extends ApplicantValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  preference: string;
  lvl?: string;
  faculty?: string;
  markSheet?: string;
  ppPhoto?: string;
  characterCerf?: string;
  applicationMode: ApplicationMode;
  application?: string;
  attachApplication?: string;
}

/** A number is checked as the API reads it: Nepali digits, spaces, hyphens and +977 are fine. */
export const phoneRule = (valid: (normalised: string) => boolean) => async (_: unknown, value: string | undefined) => {
  if (!value || !valid(normalisePhone(value))) throw new Error();
};

const INITIAL: Partial<Values> = { preference: 'Preschool', applicationMode: 'text' };

/** SPEC.md §5 registration: levels and classes, documents, captcha, and the messages of §8. */
function RegistrationFormParts() {
  const [form] = Form.useForm<Values>();
  const level = Form.useWatch('preference', form) ?? 'Preschool';
  const mode = Form.useWatch('applicationMode', form) ?? 'text';
  const toast = useToast();
  const create = useCreateRegistration();
  const gate = useUploadGate();
  const { formProps, reset, markTried } = useLateValidation();
  const siteKey = getRuntimeConfig().recaptchaSiteKey;
  const [token, setToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  /** the last registration's reference, shown above the cleared form (issue 33) */
  const [reference, setReference] = useState<string | null>(null);
  const { t } = useRegistrationText();
  const { t: kitT } = useMessages(KIT_MESSAGES);
  /** an alert's text in the page's language (the state keeps SPEC's English as its identity) */
  const alertText = (problem: string) =>
    problem === SELECT_LEVEL ? t('registration.selectClass') : problem === SELECT_FACULTY ? t('registration.selectFaculty') : t('registration.captcha');

  const changes = useUnsavedChanges();
  // what was typed before this code arrived is the form's, and counts as a change to keep
  useDeferredStart(form, () => changes.setDirty(true));

  /** The checks that are alerts rather than field messages, for the level chosen now. */
  const extraProblem = (v: Partial<Values>): string | null => {
    if (classesOf(v.preference).length && !v.lvl) return SELECT_LEVEL;
    if (v.preference === SENIOR && !v.faculty) return SELECT_FACULTY;
    if (siteKey && !token) return FILL_CAPTCHA;
    return null;
  };

  /** The radio group an alert asks for gets the focus, as a field in error would. */
  const focusChoice = (problem: string | null) => {
    const name = problem === SELECT_LEVEL ? 'lvl' : problem === SELECT_FACULTY ? 'faculty' : null;
    if (!name) return;
    form.scrollToField(name, { block: 'center' });
    document.getElementById(name)?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  };

  const onFinish = (v: Values) => {
    markTried();
    const problem = extraProblem(v);
    setAlert(problem);
    if (problem) return void focusChoice(problem);
    const senior = v.preference === SENIOR;
    const input: RegistrationBody = {
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      phone: normalisePhone(v.phone),
      address: v.address.trim(),
      preference: v.preference,
      lvl: senior ? undefined : v.lvl,
      faculty: senior ? v.faculty : undefined,
      markSheet: v.markSheet!,
      ppPhoto: v.ppPhoto!,
      characterCerf: senior ? v.characterCerf : undefined,
      application: v.applicationMode === 'text' ? v.application?.trim() || undefined : undefined,
      attachApplication: v.applicationMode === 'file' ? v.attachApplication : undefined,
      token: token ?? '',
      guardianName: v.guardianName?.trim() || undefined,
      dateOfBirth: dateOfBirthOf(v.dateOfBirthBs),
      previousSchool: v.previousSchool?.trim() || undefined,
    };
    setReference(null);
    create.mutate(input, {
      onSuccess: (created) => {
        toast.success(t('registration.success'));
        setReference(created.reference);
        changes.setDirty(false);
        form.resetFields();
        create.reset();
        reset();
        setToken(null);
        setCaptchaKey((k) => k + 1);
      },
    });
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={INITIAL}
      onFinish={onFinish}
      onValuesChange={(changed) => {
        changes.setDirty(true);
        // A new level has its own classes: the old choice no longer applies.
        if ('preference' in changed) form.setFieldsValue({ lvl: undefined, faculty: undefined, characterCerf: undefined });
        // An alert goes away as soon as what it asked for is done.
        if (alert) setAlert(extraProblem(form.getFieldsValue()));
      }}
      {...formProps}
      onFinishFailed={({ values }) => {
        formProps.onFinishFailed();
        setAlert(extraProblem(values));
      }}
      className="registration-form"
      aria-label={t('registration.form')}
    >
      {reference && <SubmissionReceipt kind="registration" reference={reference} />}
      <fieldset className="registration-fieldset">
        <legend>{t('registration.student')}</legend>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('registration.firstName')} name="firstName" rules={[{ required: true, whitespace: true, message: t('registration.firstNameRequired') }]}>
              <Input autoComplete="given-name" maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('registration.lastName')} name="lastName" rules={[{ required: true, whitespace: true, message: t('registration.lastNameRequired') }]}>
              <Input autoComplete="family-name" maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('registration.email')} name="email" rules={[{ required: true, type: 'email', message: t('registration.emailInvalid') }]}>
              <Input type="email" autoComplete="email" maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('registration.phone')}
              name="phone"
              extra={t('registration.phoneExtra')}
              rules={[{ required: true, validator: phoneRule(isRegistrationPhone), message: t('registration.phoneInvalid') }]}
            >
              <Input inputMode="tel" autoComplete="tel" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label={t('registration.address')} name="address" rules={[{ required: true, whitespace: true, message: t('registration.addressRequired') }]}>
              <Input autoComplete="street-address" maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
      </fieldset>
      <ApplicantFields />
      <LeaveGuard changes={changes} />
      <LevelFields level={level} missingClass={alert === SELECT_LEVEL} />
      <DocumentFields senior={level === SENIOR} mode={mode} track={gate.track} />
      {siteKey && (
        <Captcha
          key={captchaKey}
          siteKey={siteKey}
          onChange={(value) => {
            setToken(value);
            if (value && alert === FILL_CAPTCHA) setAlert(null);
          }}
        />
      )}
      {alert && <Alert type="warning" showIcon title={alertText(alert)} role="alert" className="form-alert" />}
      {create.isError && <Alert type="error" showIcon title={failedOffline() ? kitT('offline.sendFail') : create.error.message} role="alert" className="form-alert" />}
      <OfflineFormNotice />
      <Button type="primary" size="large" htmlType="submit" loading={create.isPending} disabled={gate.blocked} icon={<SendOutlined />}>
        {t('registration.submit')}
      </Button>
    </Form>
  );
}

/**
 * In an AntdScope: antd is not on a public page's first load, so its theme comes with its first user. The page
 * takes it deferred (`deferredForm`): this module is the code that waits to be needed.
 */
export const RegistrationForm = withAntd(RegistrationFormParts);
