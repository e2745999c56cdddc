// Pointers to members on the host: to data members (read, written, compound-assigned, chosen at
// run time, through an object and through a pointer) and to member functions (const and not,
// with arguments, mutating the object, chosen from a table).
#include <cstdio>
#include <iostream>
#include <vector>

struct Particle {
  int x;
  int y;
  float mass;
  int sum() const { return x + y; }
  int scaled(int k) const { return (x + y) * k; }
  void move(int dx, int dy) { x += dx; y += dy; }
  float weigh(float g) const { return mass * g; }
};

int total(const std::vector<Particle>& ps, int Particle::*coordinate) {
  int t = 0;
  for (const Particle& p : ps) t += p.*coordinate;
  return t;
}

int apply(const Particle& p, int (Particle::*op)(int) const, int arg) { return (p.*op)(arg); }

int main() {
  Particle p{1, 2, 0.5f};
  int Particle::*coord = &Particle::x;
  std::cout << p.*coord << " ";
  coord = &Particle::y;
  std::cout << p.*coord << std::endl;
  p.*coord = 10;
  p.*coord += 5;
  ++(p.*coord);
  std::cout << p.x << " " << p.y << std::endl;

  float Particle::*m = &Particle::mass;
  p.*m *= 4;
  printf("%g\n", p.mass);

  Particle* heap = new Particle();
  heap->x = 3;
  heap->y = 4;
  heap->mass = 2.0f;
  heap->*coord = 40;
  std::cout << heap->*coord << " " << heap->sum() << std::endl;

  std::vector<Particle> ps = {{1, 10, 1}, {2, 20, 1}, {3, 30, 1}};
  std::cout << total(ps, &Particle::x) << " " << total(ps, &Particle::y) << std::endl;

  int (Particle::*f)() const = &Particle::sum;
  std::cout << (p.*f)() << " " << (heap->*f)() << std::endl;
  int (Particle::*g)(int) const = &Particle::scaled;
  std::cout << apply(p, g, 3) << " " << (heap->*g)(2) << std::endl;

  void (Particle::*mover)(int, int) = &Particle::move;
  (p.*mover)(100, 200);
  (heap->*mover)(-3, -40);
  std::cout << p.x << " " << p.y << " " << heap->x << " " << heap->y << std::endl;

  float (Particle::*w)(float) const = &Particle::weigh;
  printf("%g\n", (p.*w)(9.5f));

  int Particle::*fields[2] = {&Particle::x, &Particle::y};
  for (int i = 0; i < 2; i++) std::cout << ps[1].*fields[i] << " ";
  std::cout << std::endl;
  delete heap;
  return 0;
}
