import definition from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { icon } from './icon';

export const ClockCircleOutlined = /* @__PURE__ */ icon(definition);
