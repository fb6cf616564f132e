import definition from '@ant-design/icons-svg/es/asn/StepForwardOutlined';
import { icon } from './icon';

export const StepForwardOutlined = /* @__PURE__ */ icon(definition);
