import { Injectable, type PipeTransform } from '@nestjs/common';

import { ValidationError } from '@app/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path parameter that must be an id (UUID): anything else is a 400 naming the parameter. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  constructor(private readonly name: string) {}

  transform(value: string): string {
    if (!UUID.test(value)) {
      throw new ValidationError([
        { field: this.name, messages: [`${this.name} must be an id (UUID)`] },
      ]);
    }
    return value;
  }
}
