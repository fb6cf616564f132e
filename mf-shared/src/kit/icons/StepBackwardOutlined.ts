import definition from '@ant-design/icons-svg/es/asn/StepBackwardOutlined';
import { icon } from './icon';

export const StepBackwardOutlined = /* @__PURE__ */ icon(definition);
